import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import type { DomainEvent } from "../../events/domain-events.ts";
import { setPublisher } from "../../events/transact.ts";
import { bettingSuite, createPlayers, mustBet, newKey, openFight } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { points, transferCount } from "../../testing/ledger.ts";
import { LedgerInvariantError, pointsAccount } from "../ledger/service.ts";
import { BETS_BUSY_MESSAGE, MAX_BETS_WAITING, MAX_IN_FLIGHT, submitBet } from "./bet-batcher.ts";
import { runBetStatement } from "./bet-statement.ts";

/**
 * Bets move their stakes only through the ledger's batch debit (`postEscrowDebits`): a stake the ledger's
 * checks refuse is refused with the whole statement, and the wallets' `balance.changed` is the ledger's to record.
 */
describe.each(await testDatabaseKinds())("bets post through the ledger on %s", (kind) => {
  const h = bettingSuite(kind);
  const betRows = async (userId: number) =>
    Number(
      resultRows<{ n: string | number }>(
        await h.db.execute(sql`select count(*) as n from bets where user_id = ${userId}`),
      )[0]?.n,
    );

  it("refuses, with the whole statement, a bet whose escrow is not a system account", async () => {
    const { fightId } = await openFight(h, "sabong");
    const wallet = (await pointsAccount(h.db, h.playerId))?.id as number;
    const before = [await points(h.db, h.playerId), await transferCount(h.db)];
    const body = { fightId, side: "MERON" as const, stakeCentavos: 10_000, idempotencyKey: newKey() };
    // The "escrow" is the player's own wallet: only the ledger's check stands between the bet and that transfer.
    const bets = [{ userId: h.playerId, pointsAccountId: wallet, body, playTimeChecked: false }];
    await expect(
      runBetStatement(h.db, { game: "sabong", fightId, escrowAccountId: wallet, bets }),
    ).rejects.toBeInstanceOf(LedgerInvariantError);

    expect([await points(h.db, h.playerId), await transferCount(h.db)]).toEqual(before);
    expect(await betRows(h.playerId)).toBe(0);
  });

  it("publishes the bettor's balance.changed from the ledger, and the batchers never record it", async () => {
    const published: DomainEvent[] = [];
    setPublisher(h.db, (events) => published.push(...events));
    const [bettor] = await createPlayers(h, 1, { fundCentavos: 50_000 });
    if (!bettor) throw new Error("player");
    const { fightId } = await openFight(h, "sabong");
    await mustBet(h, "sabong", bettor.headers, fightId, "WALA", 10_000);
    expect(published).toContainEqual({ type: "balance.changed", userIds: [bettor.id] });
    for (const batcher of ["bet-batcher.ts", "../number-games/ticket-batcher.ts"]) {
      expect(readFileSync(path.join(import.meta.dirname, batcher), "utf8")).not.toContain("balance.changed");
    }
  });

  it("refuses a bet at once (429, retry after a second) when its fight's lane is full", async () => {
    const { fightId } = await openFight(h, "sabong");
    const target = { game: "sabong" as const, fightId, escrowAccountId: 0 };
    // Bets of wallets that do not exist: they fill the lane and take nothing when they run.
    const filler = (n: number) => ({
      userId: h.playerId,
      pointsAccountId: 2_000_000_000 - n,
      body: { fightId, side: "MERON" as const, stakeCentavos: 10_000, idempotencyKey: newKey() },
      playTimeChecked: false,
    });
    const queued = Array.from({ length: MAX_IN_FLIGHT + MAX_BETS_WAITING }, (_, n) =>
      submitBet(h.db, target, filler(n)).then(
        () => null,
        (error: unknown) => error,
      ),
    );
    const refused = await submitBet(h.db, target, filler(-1)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ statusCode: 429, retryAfterSeconds: 1, message: BETS_BUSY_MESSAGE });
    await Promise.all(queued);
  });
});
