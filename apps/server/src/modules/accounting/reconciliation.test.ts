import type { Reconciliation } from "@sabong/shared/accounting";
import { addCalendarDays, manilaDateOf, manilaDayStart } from "@sabong/shared/time";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { apiAs } from "../../testing/api.ts";
import { loginAs } from "../../testing/app.ts";
import { bettingSuite, createPlayers, mustAct, mustBet, newKey, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { expectLedgerSound, points } from "../../testing/ledger.ts";
import { seedDemoMoney } from "../seed/service.ts";
import { foldLedger } from "./service.ts";
import { accountingAccountDays } from "./table.ts";

describe.each(await testDatabaseKinds())("the end-of-day reconciliation on %s", (kind) => {
  const h = bettingSuite(kind);
  const today = manilaDateOf(new Date());
  const admin = () => apiAs(h.t, h.admin);

  async function reconcile(day: string): Promise<Reconciliation> {
    const answer = await admin()("GET", `/api/admin/reconciliation?day=${day}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as Reconciliation;
  }

  const line = (r: Reconciliation, key: string) => {
    const found = r.lines.find((l) => l.key === key);
    if (!found) throw new Error(`no line ${key} in ${r.lines.map((l) => l.key).join(", ")}`);
    return found;
  };

  /** Reconciles today with a rollup row no transfer stands behind on the account, then takes the row out again. */
  async function reconcileSkewed(
    skewed: { accountId: number; game: string; inCentavos: number; outCentavos: number },
    check: (day: Reconciliation) => void,
  ): Promise<void> {
    const skew = { day: today, accountId: skewed.accountId, game: skewed.game, code: "TEST_SKEW" };
    await h.db
      .insert(accountingAccountDays)
      .values({ ...skew, inCentavos: skewed.inCentavos, outCentavos: skewed.outCentavos, inCount: 0, outCount: 0 });
    try {
      check(await reconcile(today));
    } finally {
      await h.db
        .delete(accountingAccountDays)
        .where(and(eq(accountingAccountDays.code, skew.code), eq(accountingAccountDays.accountId, skew.accountId)));
    }
    expect((await reconcile(today)).balanced).toBe(true);
  }

  /** Straight from the ledger: what reached and what left the players' points wallets on the day. */
  async function playersDayFromLedger(day: string): Promise<{ in: number; out: number }> {
    const start = manilaDayStart(day).toISOString();
    const end = manilaDayStart(addCalendarDays(day, 1)).toISOString();
    const [row] = resultRows<{ in_c: string | null; out_c: string | null }>(
      await h.db.execute(sql`
        with p as (select a.id from ledger_accounts a join users u on u.id = a.owner_user_id
                   where a.purpose = 'points' and u.type = 'player')
        select (select sum(amount_centavos) from ledger_transfers where credit_account_id in (select id from p)
                  and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz) as in_c,
               (select sum(amount_centavos) from ledger_transfers where debit_account_id in (select id from p)
                  and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz) as out_c`),
    );
    return { in: Number(row?.in_c ?? 0), out: Number(row?.out_c ?? 0) };
  }

  it("after loads, bets, a settlement, a withdrawal and a revert that leaves a debt, the day balances", async () => {
    await seedDemoMoney(h.db, h.ids);
    const [winner, loser] = await createPlayers(h, 2, { fundCentavos: pesos(1_000) });
    if (!winner || !loser) throw new Error("players");
    const gold = await loginAs(h.t.app, "gold");
    const move = (path: string, targetUserId: number, amountCentavos: number) =>
      apiAs(h.t, gold)("POST", `/api/points/${path}`, { targetUserId, amountCentavos, idempotencyKey: newKey() });
    expect((await move("load", loser.id, pesos(250))).status).toBe(200);

    const { fightId } = await openFight(h, "sabong");
    await mustBet(h, "sabong", winner.headers, fightId, "MERON", pesos(1_000));
    await mustBet(h, "sabong", loser.headers, fightId, "WALA", pesos(1_000));
    await mustAct(h, "sabong", fightId, "close");
    // Half of the ledger is folded into the rollups, the rest stays in the tail: the figures must not care.
    await foldLedger(h.db);
    await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    const won = await points(h.db, winner.id);
    expect((await move("withdraw", winner.id, won - pesos(100))).status).toBe(200);
    const reverted = await h.t.app.inject({
      method: "POST",
      url: `${h.ops("sabong")}/fights/${fightId}/revert`,
      headers: h.operator,
      payload: { reason: "Wrong winner", idempotencyKey: newKey() },
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    // The winner had spent the payout: the bank advanced it as a debt, which the next load collects.
    expect((await move("load", winner.id, pesos(50))).status).toBe(200);
    await expectLedgerSound(h.db);

    const day = await reconcile(today);
    expect(day.day).toBe(today);
    for (const l of day.lines) {
      expect(l.closingCentavos, l.key).toBe(l.openingCentavos + l.inCentavos - l.outCentavos);
      expect(l.differenceCentavos, l.key).toBe(0);
    }
    expect(day.closingSumCentavos).toBe(0);
    expect(day.differenceCentavos).toBe(0);
    expect(day.balanced).toBe(true);
    expect(day.lines.map((l) => l.key)).toEqual(
      expect.arrayContaining(["points:player", "points:admin", "commission:sabong", "escrow:sabong", "bank"]),
    );
    expect(line(day, "points:player").label).toBe("Players' points");
    expect(line(day, "points:agent:gold-agent").label).toBe("Agents' points: MASTER-AGENT");
    expect(line(day, "points:player").accounts).toBeGreaterThanOrEqual(3);
    const fromLedger = await playersDayFromLedger(today);
    expect({ in: line(day, "points:player").inCentavos, out: line(day, "points:player").outCentavos }).toEqual(
      fromLedger,
    );
    // The bank: everything minted, advanced and funded went out of it, and the collected debt came back.
    expect(day.moneyIn.map((m) => m.code)).toEqual(expect.arrayContaining(["MINT", "DEBT_ADVANCE"]));
    expect(day.moneyOut.map((m) => m.code)).toContain("DEBT_COLLECTION");
    const bank = line(day, "bank");
    expect(bank.outCentavos).toBe(day.moneyInTotalCentavos);
    expect(bank.inCentavos).toBe(day.moneyOutTotalCentavos);
    expect(day.moneyInTotalCentavos).toBe(day.moneyIn.reduce((sum, m) => sum + m.centavos, 0));
    expect(day.moneyOutTotalCentavos).toBe(day.moneyOut.reduce((sum, m) => sum + m.centavos, 0));

    // Folding the rest changes nothing; yesterday closed where today opens.
    await foldLedger(h.db);
    expect(await reconcile(today)).toEqual(day);
    const yesterday = await reconcile(addCalendarDays(today, -1));
    expect(yesterday.balanced).toBe(true);
    for (const l of day.lines) {
      const before = yesterday.lines.find((y) => y.key === l.key);
      expect(before?.closingCentavos ?? 0, l.key).toBe(l.openingCentavos);
    }
  });

  it("a stored balance that does not match its transfers shows on its line and unbalances the day", async () => {
    const [player] = await createPlayers(h, 1, { fundCentavos: pesos(10) });
    if (!player) throw new Error("player");
    const corrupt = (by: number) =>
      h.db.execute(sql`update ledger_accounts set balance_centavos = balance_centavos + ${by}
                       where owner_user_id = ${player.id} and purpose = 'points'`);
    await corrupt(1);
    try {
      const day = await reconcile(today);
      expect(line(day, "points:player").differenceCentavos).toBe(1);
      expect(day.lines.filter((l) => l.differenceCentavos !== 0).map((l) => l.key)).toEqual(["points:player"]);
      expect(day.differenceCentavos).toBe(1);
      expect(day.balanced).toBe(false);
    } finally {
      await corrupt(-1);
    }
    expect((await reconcile(today)).balanced).toBe(true);
  });

  it("a system account's rollup that disagrees with its transfers shows on its line", async () => {
    // A rollup row no transfer stands behind (written directly: the fold may be held back by other databases'
    // open transactions on a shared PostgreSQL server, so an existing row of today is not guaranteed).
    const [escrow] = resultRows<{ id: number }>(
      await h.db.execute(sql`select id from ledger_accounts where kind = 'system' and purpose = 'escrow:sabong'`),
    );
    if (!escrow) throw new Error("no sabong escrow");
    await reconcileSkewed({ accountId: Number(escrow.id), game: "sabong", inCentavos: 5, outCentavos: 0 }, (day) => {
      expect(line(day, "escrow:sabong").differenceCentavos).toBe(-5);
      // The rollup's books no longer add up to zero either.
      expect(day.closingSumCentavos).toBe(5);
      expect(day.differenceCentavos).toBe(10);
      expect(day.balanced).toBe(false);
    });
  });

  it("a day's rollup that disagrees with the day's transfers shows even when every balance still matches", async () => {
    // The same 7 in and out on a player's wallet: its net, the stored balance and the closing sum are all unchanged,
    // only the ledger's own transfers of the day tell that the players' in and out are wrong.
    const [player] = await createPlayers(h, 1, { fundCentavos: pesos(10) });
    if (!player) throw new Error("player");
    const [wallet] = resultRows<{ id: number }>(
      await h.db.execute(sql`select id from ledger_accounts where owner_user_id = ${player.id} and purpose = 'points'`),
    );
    if (!wallet) throw new Error("no wallet");
    await reconcileSkewed({ accountId: Number(wallet.id), game: "", inCentavos: 7, outCentavos: 7 }, (day) => {
      const players = line(day, "points:player");
      expect(players.recordedClosingCentavos).toBe(players.closingCentavos);
      expect(players.differenceCentavos).toBe(14);
      expect(day.lines.filter((l) => l.differenceCentavos !== 0).map((l) => l.key)).toEqual(["points:player"]);
      expect(day.closingSumCentavos).toBe(0);
      expect(day.balanced).toBe(false);
    });
  });

  it("refuses a bad day and everyone but the admin", async () => {
    for (const day of ["2025-02-30", "yesterday", "1999-12-31", ""]) {
      const answer = await admin()("GET", `/api/admin/reconciliation?day=${day}`);
      expect(answer.status, day).toBe(400);
      expect(typeof answer.body.error).toBe("string");
    }
    expect((await admin()("GET", "/api/admin/reconciliation")).status).toBe(400);
    for (const who of [h.operator, h.player, await loginAs(h.t.app, "gold")]) {
      expect((await apiAs(h.t, who)("GET", `/api/admin/reconciliation?day=${today}`)).status).toBe(403);
    }
    expect((await apiAs(h.t)("GET", `/api/admin/reconciliation?day=${today}`)).status).toBe(401);
  });
});
