import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { transact } from "../../events/transact.ts";
import {
  act,
  bettingSuite,
  createPlayers,
  mustAct,
  mustBet,
  newKey,
  openFight,
  pesos,
  playFight,
} from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { expectLedgerSound, points, systemBalanceOf, wallet } from "../../testing/ledger.ts";
import { outstandingDebt, postTransfers, systemAccountId, userAccountId } from "../ledger/service.ts";

describe.each(await testDatabaseKinds())("master revert on %s", (kind) => {
  const h = bettingSuite(kind);

  const agents = () => ["gold", "master", "subop", "incorporator"].map((u) => h.ids.get(u) as number);
  const commissions = () => Promise.all(agents().map((id) => wallet(h.db, id, "commission:sabong")));
  const transferCount = async () =>
    Number(resultRows<{ n: string }>(await h.db.execute(sql`select count(*) as n from ledger_transfers`))[0]?.n);
  const revert = (fightId: number, reason?: string) =>
    h.t.app.inject({
      method: "POST",
      url: `${h.ops("sabong")}/fights/${fightId}/revert`,
      headers: h.operator,
      payload: { idempotencyKey: newKey(), ...(reason === undefined ? {} : { reason }) },
    });
  const preview = (fightId: number) =>
    h.t.app.inject({ method: "GET", url: `${h.ops("sabong")}/fights/${fightId}/revert-preview`, headers: h.admin });

  it("reverses every settlement transfer, then the fight can be declared again with another result", async () => {
    const [a, b, c] = await createPlayers(h, 3, { fundCentavos: pesos(1_000) });
    if (!a || !b || !c) throw new Error("players");
    const before = await commissions();
    const houseBefore = await systemBalanceOf(h.db, "house:sabong");
    const escrowBefore = await systemBalanceOf(h.db, "escrow:sabong");
    const { fightId } = await playFight(
      h,
      "sabong",
      [
        [a.headers, "MERON", pesos(1_000)],
        [b.headers, "WALA", pesos(1_000)],
        [c.headers, "DRAW", pesos(100)],
      ],
      "MERON",
    );
    expect(await points(h.db, a.id)).toBe(pesos(1_900));

    const count = await transferCount();
    const shown = await preview(fightId);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ fightId, fightNumber: 1, result: "MERON", shortfalls: [] });
    const moves = shown.json().accounts as { ownerUserId: number | null; purpose: string; changeCentavos: number }[];
    expect(moves.find((m) => m.ownerUserId === a.id)).toMatchObject({
      purpose: "points",
      changeCentavos: -pesos(1_900),
    });
    expect(moves.find((m) => m.purpose === "escrow:sabong")?.changeCentavos).toBe(pesos(2_100));
    expect(moves.reduce((sum, m) => sum + m.changeCentavos, 0)).toBe(0);
    expect(await transferCount()).toBe(count);

    expect((await revert(fightId)).json()).toEqual({ error: "A reason is required" });
    expect((await revert(fightId, "  ")).statusCode).toBe(400);
    const player = await h.t.app.inject({
      method: "POST",
      url: `${h.ops("sabong")}/fights/${fightId}/revert`,
      headers: a.headers,
      payload: { reason: "x" },
    });
    expect(player.statusCode).toBe(403);

    const reverted = await revert(fightId, "Wrong winner declared");
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().fight).toMatchObject({ state: "CLOSED", result: null });
    expect(reverted.json().shortfalls).toEqual([]);
    expect(await points(h.db, a.id)).toBe(0);
    expect(await commissions()).toEqual(before);
    expect(await systemBalanceOf(h.db, "house:sabong")).toBe(houseBefore);
    expect((await systemBalanceOf(h.db, "escrow:sabong")) - escrowBefore).toBe(pesos(2_100));
    const statuses = resultRows<{ status: string; payout: string | null }>(
      await h.db.execute(sql`select status, payout_centavos as payout from bets where fight_id = ${fightId}`),
    );
    expect(statuses.every((s) => s.status === "PENDING" && s.payout === null)).toBe(true);
    // Every reversal points at the transfer it reverses; the originals are untouched.
    const links = resultRows<{ n: string; bad: string }>(
      await h.db.execute(sql`
        select count(*) as n, count(*) filter (where o.id is null or o.amount_centavos <> r.amount_centavos
          or o.debit_account_id <> r.credit_account_id or o.credit_account_id <> r.debit_account_id) as bad
        from ledger_transfers r left join ledger_transfers o on o.id = r.reverses_transfer_id
        where r.code = 'REVERSAL' and r.id > ${count}`),
    )[0];
    expect(Number(links?.n)).toBeGreaterThan(5);
    expect(Number(links?.bad)).toBe(0);
    const audit = resultRows<{ after: { reason: string } }>(
      await h.db.execute(
        sql`select after from audit_events where action = 'fight.revert' and entity_id = ${String(fightId)}`,
      ),
    );
    expect(audit.map((r) => r.after.reason)).toEqual(["Wrong winner declared"]);
    await expectLedgerSound(h.db);

    const again = await mustAct(h, "sabong", fightId, "declare", { result: "WALA" });
    expect(again.settlement.payoutsCentavos).toBe(pesos(1_900));
    expect(await points(h.db, b.id)).toBe(pesos(1_900));
    expect(await points(h.db, a.id)).toBe(0);
    expect((await commissions()).map((x, i) => x - (before[i] ?? 0))).toEqual([
      pesos(42),
      pesos(10.5),
      pesos(10.5),
      pesos(21),
    ]);
    await expectLedgerSound(h.db);

    // A second revert reverses only the second settlement.
    expect((await revert(fightId, "Actually a draw")).statusCode).toBe(200);
    expect(await points(h.db, b.id)).toBe(0);
    await mustAct(h, "sabong", fightId, "declare", { result: "DRAW" });
    expect(await points(h.db, a.id)).toBe(pesos(1_000));
    expect(await points(h.db, b.id)).toBe(pesos(1_000));
    expect(await points(h.db, c.id)).toBe(pesos(900 + 900));
    expect(await systemBalanceOf(h.db, "house:sabong")).toBe(houseBefore);
    const fights = await h.t.app.inject({
      method: "GET",
      url: `${h.ops("sabong")}/events/${reverted.json().fight.eventId}/fights`,
      headers: h.operator,
    });
    expect(fights.json().items[0]).toMatchObject({ result: "DRAW", revertCount: 2 });
    await expectLedgerSound(h.db);
  });

  it("winnings already spent become the player's debt, never a negative balance; the next payout collects it", async () => {
    const [a, b] = await createPlayers(h, 2, { fundCentavos: pesos(1_000) });
    if (!a || !b) throw new Error("players");
    const { fightId } = await playFight(
      h,
      "sabong",
      [
        [a.headers, "MERON", pesos(1_000)],
        [b.headers, "WALA", pesos(1_000)],
      ],
      "MERON",
    );
    expect(await points(h.db, a.id)).toBe(pesos(1_900));
    // The winner bets 1,500 of the winnings on another fight.
    const other = await openFight(h, "sabong");
    await mustBet(h, "sabong", a.headers, other.fightId, "WALA", pesos(1_500));

    const shown = (await preview(fightId)).json();
    expect(shown.shortfalls).toEqual([
      {
        userId: a.id,
        username: a.username,
        purpose: "points",
        owedCentavos: pesos(1_900),
        availableCentavos: pesos(400),
        shortfallCentavos: pesos(1_500),
      },
    ]);
    const reverted = await revert(fightId, "Result entered on the wrong fight");
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().shortfalls).toEqual(shown.shortfalls);
    expect(await points(h.db, a.id)).toBe(0);
    expect(await outstandingDebt(h.db, a.id)).toBe(pesos(1_500));
    await expectLedgerSound(h.db);

    // Declared again with the same winner: the payout first pays the debt back.
    await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    expect(await outstandingDebt(h.db, a.id)).toBe(0);
    expect(await points(h.db, a.id)).toBe(pesos(400));
    await mustAct(h, "sabong", other.fightId, "cancel");
    expect(await points(h.db, a.id)).toBe(pesos(1_900));
    await expectLedgerSound(h.db);
  });

  it("an agent's spent commission is taken from its points, then becomes its debt", async () => {
    const [a, b] = await createPlayers(h, 2, { fundCentavos: pesos(1_000) });
    if (!a || !b) throw new Error("players");
    const gold = h.ids.get("gold") as number;
    const { fightId } = await playFight(
      h,
      "sabong",
      [
        [a.headers, "MERON", pesos(1_000)],
        [b.headers, "WALA", pesos(1_000)],
      ],
      "WALA",
    );
    // Gold earned 40.00 on this fight; it has spent its whole commission wallet but holds 15.00 in points.
    const held = await wallet(h.db, gold, "commission:sabong");
    await transact(h.db, async (tx) => {
      const commission = await userAccountId(tx, gold, "commission:sabong");
      const pointsId = await userAccountId(tx, gold, "points");
      const bank = await systemAccountId(tx, "bank");
      await postTransfers(
        tx,
        [
          {
            debitAccountId: commission,
            creditAccountId: bank,
            amountCentavos: held,
            code: "WITHDRAW",
            refType: "test",
          },
          { debitAccountId: bank, creditAccountId: pointsId, amountCentavos: pesos(15), code: "MINT", refType: "test" },
        ],
        null,
      );
    });
    const goldPoints = await points(h.db, gold);
    const shown = (await preview(fightId)).json();
    expect(shown.shortfalls).toEqual([
      {
        userId: gold,
        username: "gold",
        purpose: "commission:sabong",
        owedCentavos: pesos(40),
        availableCentavos: 0,
        shortfallCentavos: pesos(40) - Math.min(goldPoints, pesos(40)),
      },
    ]);
    const houseBeforeRevert = await systemBalanceOf(h.db, "house:sabong");
    expect((await revert(fightId, "Video showed the other result")).statusCode).toBe(200);
    expect(await points(h.db, gold)).toBe(Math.max(0, goldPoints - pesos(40)));
    expect(await outstandingDebt(h.db, gold)).toBe(pesos(40) - Math.min(goldPoints, pesos(40)));
    expect(await wallet(h.db, gold, "commission:sabong")).toBe(0);
    // The house got back its whole share of the fight: 100.00 plasada, commissions included.
    expect(houseBeforeRevert - (await systemBalanceOf(h.db, "house:sabong"))).toBe(pesos(100 - 80));
    await expectLedgerSound(h.db);
    await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    await expectLedgerSound(h.db);
  });

  it("only a declared fight can be reverted", async () => {
    const { fightId } = await openFight(h, "sabong");
    const response = await revert(fightId, "nothing to revert");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: "There is no declared result to revert." });
    expect((await preview(fightId)).statusCode).toBe(409);
    await mustAct(h, "sabong", fightId, "cancel");
    expect((await act(h, "sabong", fightId, "revert", { reason: "cancel by mistake" })).statusCode).toBe(200);
    expect((await mustAct(h, "sabong", fightId, "declare", { result: "MERON" })).fight.result).toBe("MERON");
  });
});
