import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import type { DomainEvent } from "../../events/domain-events.ts";
import { setPublisher, transact } from "../../events/transact.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { openTestDraw } from "../../testing/draws.ts";
import { fund, makeUser, points, transferCount } from "../../testing/ledger.ts";
import { suiteFixture } from "../../testing/suite.ts";
import { LedgerInvariantError, pointsAccount } from "../ledger/service.ts";
import { writeTickets } from "./ticket-statement.ts";
import { placeTicket } from "./tickets.ts";

/**
 * Tickets move their stakes only through the ledger's batch debit (`postEscrowDebits`): a stake the ledger's checks
 * refuse is refused with the whole statement, and the wallets' `balance.changed` is the ledger's to record.
 */
describe.each(await testDatabaseKinds())("tickets post through the ledger on %s", (kind) => {
  const h = suiteFixture(async () => {
    const database = await openTestDatabase(kind);
    const published: DomainEvent[] = [];
    setPublisher(database.db, (events) => published.push(...events));
    return { db: database.db, published, close: () => database.close() };
  });

  it("refuses, with the whole statement, a ticket whose escrow is not a system account", async () => {
    const user = await makeUser(h.db, { type: "player" });
    await fund(h.db, user.id, 50_000);
    const wallet = (await pointsAccount(h.db, user.id))?.id as number;
    const before = [await points(h.db, user.id), await transferCount(h.db)];
    const draw = await openTestDraw(h.db, "pick3");
    const line = { combination: "123", form: "straight" as const, digitsKey: "123", permutations: 1 };
    const ticket = {
      userId: user.id,
      pointsAccountId: wallet,
      idempotencyKey: "escrow-is-a-wallet",
      requestHash: "h",
      totalStakeCentavos: 1_000,
      lines: [{ ...line, stakeCentavos: 1_000, multiplierHundredths: 45_000, payoutIfHitCentavos: 450_000 }],
    };
    // The "escrow" is the player's own wallet: only the ledger's check stands between the ticket and that transfer.
    await expect(
      transact(h.db, (tx) => writeTickets(tx, { drawId: draw.id, escrowAccountId: wallet }, [ticket])),
    ).rejects.toBeInstanceOf(LedgerInvariantError);
    expect([await points(h.db, user.id), await transferCount(h.db)]).toEqual(before);
    const [row] = resultRows<{ n: string | number }>(
      await h.db.execute(sql`select count(*) as n from tickets where user_id = ${user.id}`),
    );
    expect(Number(row?.n)).toBe(0);
  });

  it("publishes the player's balance.changed from the ledger once the ticket is committed", async () => {
    const user = await makeUser(h.db, { type: "player" });
    await fund(h.db, user.id, 50_000);
    const draw = await openTestDraw(h.db, "pick3");
    h.published.length = 0;
    const lines = [{ combination: "456", form: "straight" as const, stakeCentavos: 1_000 }];
    await placeTicket(h.db, { userId: user.id }, "pick3", { drawId: draw.id, idempotencyKey: "ledger-1", lines });
    expect(h.published).toContainEqual({ type: "balance.changed", userIds: [user.id] });
    expect(await points(h.db, user.id)).toBe(49_000);
  });
});
