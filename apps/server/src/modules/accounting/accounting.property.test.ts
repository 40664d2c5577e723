import type { AccountingCriteria } from "@sabong/shared/accounting";
import { addCalendarDays, manilaDateOf } from "@sabong/shared/time";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import {
  classifyWorld,
  comparable,
  expectAccountMovements,
  expectedReport,
  readWorld,
} from "../../testing/accounting-model.ts";
import { bettingSuite, createPlayers, mustAct, mustBet, openFight } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { insertDraw, placeLines, setDrawState } from "../../testing/draw-money.ts";
import { actorOf, expectLedgerSound, fund, makeUser, points, wallet } from "../../testing/ledger.ts";
import { cancelGameDraw, confirmResult, enterResult, revertGameDraw } from "../number-games/service.ts";
import { convertCommission, load, withdraw } from "../wallet/service.ts";
import { reconcileDay } from "./reconciliation.ts";
import { accountingReport, dayCodeTotals, foldLedger, userGameFigures } from "./service.ts";

/**
 * THE accounting property: after random activity (bets of both live games settled with every outcome, cancels and
 * master reverts with spent winnings, number-game tickets settled, cancelled and reverted, loads, withdrawals,
 * conversions), with part of the ledger folded and part in the tail (and some transfers moved to earlier days),
 * every report (each grouping; all games and one; an agent subtree) equals an independent TypeScript
 * classification of the raw transfers, to the centavo, every day of the range reconciles (difference zero), and the
 * ledger stays sound.
 */

type Fight = {
  t: "fight";
  apple: boolean;
  bets: { p: number; side: number; pesos: number }[];
  outcome: number;
  revert: boolean;
  spend: boolean;
};
type Draw = {
  t: "draw";
  lines: { p: number; combination: string; rambolito: boolean; pesos: number }[];
  cancel: boolean;
  hit: boolean;
  revert: boolean;
  spend: boolean;
};
type Command =
  | Fight
  | Draw
  | { t: "load" | "withdraw"; p: number; pesos: number }
  | { t: "convert" }
  | { t: "fold"; max: number }
  | { t: "backdate"; k: number; hours: number };

const PLAYERS = 4;
const p = fc.nat({ max: PLAYERS - 1 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant("fight" as const),
      apple: fc.boolean(),
      bets: fc.array(fc.record({ p, side: fc.nat({ max: 2 }), pesos: fc.integer({ min: 10, max: 500 }) }), {
        minLength: 1,
        maxLength: 5,
      }),
      outcome: fc.nat({ max: 3 }),
      revert: fc.boolean(),
      spend: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant("draw" as const),
      lines: fc.array(
        fc.record({
          p,
          combination: fc.stringMatching(/^[0-9]{3}$/),
          rambolito: fc.boolean(),
          pesos: fc.integer({ min: 1, max: 20 }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      cancel: fc.boolean(),
      hit: fc.boolean(),
      revert: fc.boolean(),
      spend: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constantFrom("load" as const, "withdraw" as const),
      p,
      pesos: fc.integer({ min: 1, max: 2_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ t: "convert" as const }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("fold" as const), max: fc.integer({ min: 1, max: 40 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant("backdate" as const),
      k: fc.integer({ min: 1, max: 6 }),
      hours: fc.integer({ min: 1, max: 60 }),
    }),
  },
);

describe.each(await testDatabaseKinds())("accounting equals the ledger on %s", (kind) => {
  const h = bettingSuite(kind);

  it("every report, folded or not, equals the transfers classified independently", async () => {
    const ids = (name: string) => h.ids.get(name) as number;
    const gold = { id: ids("gold"), username: "gold" };
    const chain = ["incorporator", "subop", "master", "gold"].map(ids);
    for (const [i, id] of chain.entries())
      await h.db.execute(sql`update users set suertres_bp = ${1000 - 200 * i} where id = ${id}`);
    const players = await createPlayers(h, PLAYERS, { fundCentavos: 5_000_000 });
    const staffA = actorOf(await makeUser(h.db, { type: "staff" }));
    const staffB = actorOf(await makeUser(h.db, { type: "staff" }));
    const dm = { db: h.db, chain, gold: gold.id, staff: staffA, close: async () => {} };
    const playerId = (i: number) => (players[i] as { id: number }).id;
    const ensureFunds = async (i: number, centavos: number) => {
      if ((await points(h.db, playerId(i))) < centavos) await fund(h.db, playerId(i), 5_000_000);
    };
    /** A winner's points and the gold agent's commission are spent before a revert: recoveries and debts. */
    const spendAll = async (userId: number, game: "sabong" | "suertres") => {
      const has = await points(h.db, userId);
      if (has > 0) await withdraw(h.db, actorOf(gold), userId, has);
      const earned = await wallet(h.db, gold.id, `commission:${game}`);
      if (earned > 0) await convertCommission(h.db, actorOf(gold), game, earned);
    };

    const run = async (c: Command) => {
      if (c.t === "fight") {
        const game = c.apple ? "apple" : "sabong";
        const sides = c.apple ? ["PULA", "PUTI", "PULA"] : ["MERON", "WALA", "DRAW"];
        const { fightId } = await openFight(h, game);
        for (const b of c.bets) {
          await ensureFunds(b.p, b.pesos * 100);
          await mustBet(
            h,
            game,
            (players[b.p] as (typeof players)[number]).headers,
            fightId,
            sides[b.side] as string,
            b.pesos * 100,
          );
        }
        await mustAct(h, game, fightId, "close");
        if (c.outcome === 3) return void (await mustAct(h, game, fightId, "cancel"));
        await mustAct(h, game, fightId, "declare", { result: sides[c.outcome] });
        if (!c.revert) return;
        if (c.spend) await spendAll(playerId((c.bets[0] as { p: number }).p), "sabong");
        await mustAct(h, game, fightId, "revert", { reason: "wrong result" });
        await mustAct(h, game, fightId, "declare", { result: sides[(c.outcome + 1) % 2] });
      }
      if (c.t === "draw") {
        const drawId = await insertDraw(dm, "suertres");
        for (const line of c.lines) {
          const combination = line.rambolito && new Set(line.combination).size === 1 ? "123" : line.combination;
          await ensureFunds(line.p, line.pesos * 600);
          const form = line.rambolito ? ("rambolito" as const) : ("straight" as const);
          await placeLines(dm, "suertres", drawId, playerId(line.p), [
            { combination, form, stakeCentavos: line.pesos * 600 },
          ]);
        }
        await setDrawState(dm, drawId, "CLOSED");
        if (c.cancel) return void (await cancelGameDraw(h.db, "suertres", drawId, "no draw today", staffA));
        const result = c.hit ? (c.lines[0] as { combination: string }).combination : "999";
        const entered = await enterResult(h.db, "suertres", drawId, { combination: result }, staffA);
        if (entered.state !== "SETTLED") await confirmResult(h.db, "suertres", drawId, staffB);
        if (!c.revert) return;
        if (c.spend) await spendAll(playerId((c.lines[0] as { p: number }).p), "suertres");
        await revertGameDraw(h.db, "suertres", drawId, "wrong result", staffA);
      }
      if (c.t === "load" && (await points(h.db, gold.id)) < c.pesos * 100) await fund(h.db, gold.id, 50_000_000);
      if (c.t === "load") await load(h.db, actorOf(gold), playerId(c.p), c.pesos * 100);
      if (c.t === "withdraw") {
        const has = await points(h.db, playerId(c.p));
        if (has > 0) await withdraw(h.db, actorOf(gold), playerId(c.p), Math.min(has, c.pesos * 100));
      }
      if (c.t === "convert") {
        const held = await wallet(h.db, gold.id, "commission:sabong");
        if (held > 0) await convertCommission(h.db, actorOf(gold), "sabong", held);
      }
      if (c.t === "fold") await foldLedger(h.db, { maxTransfers: c.max });
      if (c.t === "backdate") {
        // Not yet folded transfers move to an earlier instant (the day boundaries of the classification).
        await h.db.execute(sql`
          update ledger_transfers set created_at = created_at - make_interval(hours => ${c.hours})
          where id in (select t.id from ledger_transfers t, accounting_fold_state s
                       where s.id = 1 and (t.created_xid, t.id) > (s.watermark_xid, s.watermark_id)
                       order by t.id desc limit ${c.k})`);
      }
    };

    const today = manilaDateOf(new Date());
    const from = addCalendarDays(today, -3);
    const to = addCalendarDays(today, 1);
    const criteriaList: AccountingCriteria[] = [];
    for (const groupBy of ["day", "contest", "game", "agent"] as const) {
      criteriaList.push({ from, to, game: "all", groupBy });
      criteriaList.push({ from, to, game: "sabong", groupBy });
      criteriaList.push({ from, to, game: "all", groupBy, agentId: ids("master") });
      criteriaList.push({ from: today, to: today, game: "suertres", groupBy, agentId: gold.id });
    }
    // A one-player subtree (the spender of the last runs: a debt advance): by contest, only its transfers are
    // classified (sources.ts); master's and gold's hold most users, the whole range is.
    criteriaList.push({ from, to, game: "all", groupBy: "contest", agentId: playerId(0) });
    criteriaList.push({
      from: addCalendarDays(today, -1),
      to: addCalendarDays(today, -1),
      game: "all",
      groupBy: "agent",
    });

    const checkAll = async () => {
      const world = await readWorld(h.db);
      const classified = classifyWorld(world);
      for (const criteria of criteriaList) {
        const expected = expectedReport(world, classified, criteria);
        const report = await accountingReport(h.db, criteria);
        expect(comparable(report), JSON.stringify(criteria)).toEqual({
          rows: Object.fromEntries(expected.rows),
          totals: expected.totals,
          byDay: expected.byDay,
          byGame: expected.byGame,
        });
      }
      // The reads other modules use agree with the same classification.
      const summary = await userGameFigures(h.db, { from, to, rootUserId: gold.id });
      const inGold = expectedReport(world, classified, { from, to, game: "all", groupBy: "day", agentId: gold.id });
      expect(summary.reduce((s, r) => s + r.turnoverCentavos, 0)).toBe(inGold.totals.turnoverCentavos);
      expect(summary.reduce((s, r) => s + r.commissionCentavos, 0)).toBe(inGold.totals.commissionCentavos);
      const loads = await dayCodeTotals(h.db, today, ["LOAD", "WITHDRAW"]);
      for (const code of ["LOAD", "WITHDRAW"]) {
        const raw = world.transfers.filter((t) => t.code === code && manilaDateOf(t.createdAt) === today);
        expect(loads.get(code)).toEqual({ centavos: raw.reduce((s, t) => s + t.amount, 0), count: raw.length });
      }
      await expectAccountMovements(h.db, world.transfers, today);
      for (let day = from; day <= to; day = addCalendarDays(day, 1)) {
        const reconciled = await reconcileDay(h.db, day);
        const off = reconciled.lines.filter((line) => line.differenceCentavos !== 0).map((line) => line.key);
        expect({ day, off, closingSum: reconciled.closingSumCentavos, balanced: reconciled.balanced }).toEqual({
          day,
          off: [],
          closingSum: 0,
          balanced: true,
        });
      }
      await expectLedgerSound(h.db);
      return world;
    };

    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 3, maxLength: 8 }), async (commands) => {
        for (const c of commands) await run(c);
        await checkAll();
      }),
      { numRuns: 15, endOnFailure: true },
    );

    // Whatever the random runs drew, the cases that matter most happen at least once: spent winnings taken back
    // (recovery and debt advance), a number-game hit beyond the sales, and a report over a half-folded ledger.
    const bets = [
      { p: 0, side: 0, pesos: 400 },
      { p: 1, side: 1, pesos: 300 },
      { p: 2, side: 2, pesos: 50 },
    ];
    await run({ t: "fight", apple: false, bets, outcome: 0, revert: true, spend: true });
    await run({ t: "fight", apple: false, bets, outcome: 2, revert: false, spend: false });
    const lines = [{ p: 3, combination: "418", rambolito: false, pesos: 20 }];
    await run({ t: "draw", lines, cancel: false, hit: true, revert: true, spend: true });
    // The fold waits for the oldest transaction of the whole cluster (other tests' too): retry until it moves.
    for (let tries = 0; tries < 200 && (await foldLedger(h.db, { maxTransfers: 7 })).folded === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await run({ t: "backdate", k: 3, hours: 30 });
    const world = await checkAll();
    const codes = new Set(world.transfers.map((t) => `${t.code}${t.reverses === null ? "" : "+"}`));
    // Recoveries and debt advances carry the transfer they take back ("+"), like every REVERSAL.
    for (const code of ["REVERSAL+", "DEBT_ADVANCE+", "DRAW_FUNDING", "REFUND", "PLASADA", "COMMISSION"]) {
      expect(codes, code).toContain(code);
    }
    expect(codes).not.toContain("REVERSAL");
    expect(codes).not.toContain("DEBT_ADVANCE");
    const [state] = resultRows<{ folded: string | number }>(
      await h.db.execute(sql`select transfers_folded as folded from accounting_fold_state`),
    );
    expect(Number(state?.folded)).toBeGreaterThan(0);
    expect(Number(state?.folded)).toBeLessThan(world.transfers.length);
  }, 240_000);
});
