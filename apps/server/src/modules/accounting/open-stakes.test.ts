import type { AccountingCriteria } from "@sabong/shared/accounting";
import { manilaDateOf } from "@sabong/shared/time";
import { describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../testing/databases.ts";
import {
  insertDraw,
  pesos,
  placeLines,
  player,
  setDrawState,
  settleTestDraw,
  startDrawMoney,
} from "../../testing/draw-money.ts";
import { suiteFixture } from "../../testing/suite.ts";
import { accountingReport, dailyFigures, foldLedger } from "./service.ts";

/**
 * The house result counts settled contests only: a number-game draw whose tickets are sold but whose draw is not
 * settled shows its stakes as open stakes, not as won (issue 22: Pick 3 showed its whole turnover as house result).
 */
describe.each(await testDatabaseKinds())("open stakes on %s", (kind) => {
  const h = suiteFixture(() => startDrawMoney(kind));

  it("keeps an unsettled draw's stakes out of the house result until it is settled", async () => {
    const today = manilaDateOf(new Date());
    const p = await player(h);
    const drawId = await insertDraw(h, "pick3");
    await placeLines(h, "pick3", drawId, p, [
      { combination: "123", form: "straight", stakeCentavos: pesos(100) },
      { combination: "456", form: "straight", stakeCentavos: pesos(25) },
    ]);
    const byContest: AccountingCriteria = { from: today, to: today, game: "pick3", groupBy: "contest" };
    const byAgent: AccountingCriteria = { from: today, to: today, game: "all", groupBy: "agent", agentId: h.gold };
    const figuresOf = async (criteria: AccountingCriteria) => {
      const report = await accountingReport(h.db, criteria);
      const { turnoverCentavos, openStakesCentavos, houseResultCentavos } = report.totals;
      return {
        totals: { turnoverCentavos, openStakesCentavos, houseResultCentavos },
        rows: report.rows.map((r) => [r.key, r.openStakesCentavos, r.houseResultCentavos]),
        today: report.byDay.map((d) => d.houseResultCentavos),
      };
    };

    const open = await figuresOf(byContest);
    expect(open).toEqual({
      totals: { turnoverCentavos: pesos(125), openStakesCentavos: pesos(125), houseResultCentavos: 0 },
      rows: [[`draw:${drawId}`, pesos(125), 0]],
      today: [0],
    });
    // An agent's subtree (read from the per-user rollup, no contest in it) says the same.
    expect((await figuresOf(byAgent)).totals).toEqual(open.totals);
    expect((await dailyFigures(h.db, { from: today, to: today }))[0]?.houseResultCentavos).toBe(0);
    // Folded or not: the same.
    while ((await foldLedger(h.db, { maxTransfers: 50 })).folded > 0) {}
    expect(await figuresOf(byContest)).toEqual(open);

    await setDrawState(h, drawId, "CLOSED");
    expect(await figuresOf(byContest)).toEqual(open);
    await settleTestDraw(h, drawId, "999");
    // No hit: the house keeps the 125.00 less the chain's 10% commission (12.50); nothing is open any more.
    const settled = pesos(125 - 12.5);
    expect(await figuresOf(byContest)).toEqual({
      totals: { turnoverCentavos: pesos(125), openStakesCentavos: 0, houseResultCentavos: settled },
      rows: [[`draw:${drawId}`, 0, settled]],
      today: [settled],
    });
    // The gold agent's subtree: only the commission earned in it (its own 5%, 6.25) is deducted.
    expect((await figuresOf(byAgent)).totals).toEqual({
      turnoverCentavos: pesos(125),
      openStakesCentavos: 0,
      houseResultCentavos: pesos(125 - 6.25),
    });
    expect((await dailyFigures(h.db, { from: today, to: today }))[0]?.houseResultCentavos).toBe(settled);
  });
});
