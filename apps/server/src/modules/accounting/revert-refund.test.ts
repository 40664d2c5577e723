import type { AccountingCriteria } from "@sabong/shared/accounting";
import { addCalendarDays, manilaDateOf } from "@sabong/shared/time";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { bettingSuite, createPlayers, mustAct, pesos, playFight } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { actorOf, expectLedgerSound, fund, points } from "../../testing/ledger.ts";
import { load, withdraw } from "../wallet/service.ts";
import { accountingReport, foldLedger } from "./service.ts";

/**
 * A refund the player already spent, taken back by a master revert (partly from the wallet, the rest as a debt the
 * bank advances), is a refund taken back: the fight's refunds drop by it and its payouts do not. The expected figures
 * come from the bets as settled, not from any classification of the ledger.
 */
describe.each(await testDatabaseKinds())("a spent refund taken back by a revert on %s", (kind) => {
  const h = bettingSuite(kind);

  it("lowers the fight's refunds, not its payouts, folded or not, with or without an agent filter", async () => {
    const gold = { id: h.ids.get("gold") as number, username: "gold" };
    const [meron, wala, draw] = await createPlayers(h, 3, { fundCentavos: pesos(1_000) });
    if (!meron || !wala || !draw) throw new Error("players not created");
    const { fightId } = await playFight(
      h,
      "sabong",
      [
        [meron.headers, "MERON", pesos(400)],
        [wala.headers, "WALA", pesos(300)],
        [draw.headers, "DRAW", pesos(50)],
      ],
      "DRAW",
    );

    const today = manilaDateOf(new Date());
    const byContest: AccountingCriteria = {
      from: addCalendarDays(today, -1),
      to: addCalendarDays(today, 1),
      game: "all",
      groupBy: "contest",
    };
    const fightRow = async (criteria: AccountingCriteria) => {
      const row = (await accountingReport(h.db, criteria)).rows.find((r) => r.key === `fight:${fightId}`);
      return { refunds: row?.refundsCentavos, payouts: row?.payoutsCentavos };
    };
    expect((await fightRow(byContest)).refunds).toBe(pesos(700));

    // The MERON bettor spends the refund and has 100 left: the revert takes 100 from the wallet and the bank
    // advances the other 300 as the bettor's debt.
    await withdraw(h.db, actorOf(gold), meron.id, await points(h.db, meron.id));
    await fund(h.db, gold.id, pesos(100));
    await load(h.db, actorOf(gold), meron.id, pesos(100));
    const reverted = await mustAct(h, "sabong", fightId, "revert", { reason: "wrong result" });
    expect(reverted.shortfalls).toMatchObject([{ userId: meron.id, shortfallCentavos: pesos(300) }]);
    const advances = resultRows<{ code: string; amount: string | number }>(
      await h.db.execute(sql`
        select o.code, a.amount_centavos as amount from ledger_transfers a
        join ledger_transfers o on o.id = a.reverses_transfer_id where a.code = 'DEBT_ADVANCE'`),
    );
    expect(advances.map((a) => [a.code, Number(a.amount)])).toEqual([["REFUND", pesos(300)]]);
    await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });

    const [settled] = resultRows<{ refunds: string | number; payouts: string | number }>(
      await h.db.execute(sql`
        select coalesce(sum(payout_centavos) filter (where status = 'REFUNDED'), 0) as refunds,
          coalesce(sum(payout_centavos) filter (where status = 'WON'), 0) as payouts
        from bets where fight_id = ${fightId}`),
    );
    const expected = { refunds: Number(settled?.refunds), payouts: Number(settled?.payouts) };
    expect(expected.payouts).toBeGreaterThan(0);
    const criteria = [byContest, { ...byContest, agentId: gold.id }];
    for (const c of criteria) expect(await fightRow(c), `tail, ${JSON.stringify(c)}`).toEqual(expected);

    // The fold waits for the oldest transaction of the whole cluster (other tests' too): retry until all is folded.
    for (let tries = 0; tries < 200; tries++) {
      const { folded } = await foldLedger(h.db, { maxTransfers: 100_000 });
      const [tail] = resultRows<{ n: string | number }>(
        await h.db.execute(sql`select count(*) as n from ledger_transfers t, accounting_fold_state s
          where s.id = 1 and (t.created_xid, t.id) > (s.watermark_xid, s.watermark_id)`),
      );
      if (Number(tail?.n) === 0) break;
      if (folded === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const c of criteria) expect(await fightRow(c), `folded, ${JSON.stringify(c)}`).toEqual(expected);
    await expectLedgerSound(h.db);
  }, 60_000);
});
