import { describe, expect, it } from "vitest";
import {
  commissionLevelLabel,
  emptyFigures,
  figuresFromSums,
  OPEN_CATEGORY_PREFIX,
  reportDayLabel,
} from "./figures.ts";

describe("figuresFromSums", () => {
  it("is all zeros with nothing to add", () => {
    expect(emptyFigures()).toEqual({
      turnoverCentavos: 0,
      stakeCount: 0,
      refundsCentavos: 0,
      payoutsCentavos: 0,
      plasadaCentavos: 0,
      drawFundingCentavos: 0,
      commissionCentavos: 0,
      commissionByLevel: [],
      openStakesCentavos: 0,
      houseResultCentavos: 0,
    });
  });

  it("keeps contests still open out of the house result and shows their stakes as open stakes", () => {
    const figures = figuresFromSums([
      // A settled contest (stakes 100.00, paid 80.00) and an open one (stakes 125.00, 5.00 refunded).
      { category: "BET", centavos: 22_500, count: 3 },
      { category: "PAYOUT", centavos: 8_000, count: 1 },
      { category: "REFUND", centavos: 500, count: 1 },
      { category: `${OPEN_CATEGORY_PREFIX}BET`, centavos: 12_500, count: 2 },
      { category: `${OPEN_CATEGORY_PREFIX}REFUND`, centavos: 500, count: 1 },
    ]);
    expect(figures).toMatchObject({
      turnoverCentavos: 22_500,
      stakeCount: 3,
      refundsCentavos: 500,
      openStakesCentavos: 12_000,
      houseResultCentavos: 2_000,
    });
  });

  it("maps each category to its figure and the house result to turnover − refunds − payouts − commission", () => {
    const figures = figuresFromSums([
      { category: "BET", centavos: 100_000, count: 7 },
      { category: "REFUND", centavos: 5_000, count: 1 },
      { category: "PAYOUT", centavos: 80_000, count: 3 },
      { category: "PLASADA", centavos: 15_000, count: 1 },
      { category: "DRAW_FUNDING", centavos: 2_000, count: 1 },
      { category: "COMMISSION", role: "gold-agent", centavos: 3_000, count: 2 },
    ]);
    expect(figures).toMatchObject({
      turnoverCentavos: 100_000,
      stakeCount: 7,
      refundsCentavos: 5_000,
      payoutsCentavos: 80_000,
      plasadaCentavos: 15_000,
      drawFundingCentavos: 2_000,
      commissionCentavos: 3_000,
      houseResultCentavos: 100_000 - 5_000 - 80_000 - 3_000,
    });
  });

  it("adds several sums of one category and counts only stakes", () => {
    const figures = figuresFromSums([
      { category: "BET", centavos: 1_000, count: 2 },
      { category: "BET", role: "player", centavos: 500, count: 1 },
      { category: "PAYOUT", centavos: 700, count: 9 },
    ]);
    expect(figures.turnoverCentavos).toBe(1_500);
    expect(figures.stakeCount).toBe(3);
    expect(figures.payoutsCentavos).toBe(700);
  });

  it("lets reversals (negative sums) take back what they reverse: a reverted payout raises the house result", () => {
    const settled = figuresFromSums([
      { category: "BET", centavos: 10_000, count: 2 },
      { category: "PAYOUT", centavos: 9_000, count: 1 },
    ]);
    const reverted = figuresFromSums([
      { category: "BET", centavos: 10_000, count: 2 },
      { category: "PAYOUT", centavos: 9_000, count: 1 },
      { category: "PAYOUT", centavos: -9_000, count: -1 },
    ]);
    expect(settled.houseResultCentavos).toBe(1_000);
    expect(reverted.payoutsCentavos).toBe(0);
    expect(reverted.houseResultCentavos).toBe(10_000);
  });

  it("can show a losing house: draw funding pays winners beyond the stakes", () => {
    const figures = figuresFromSums([
      { category: "BET", centavos: 1_000, count: 1 },
      { category: "PAYOUT", centavos: 45_000, count: 1 },
      { category: "DRAW_FUNDING", centavos: 44_000, count: 1 },
    ]);
    expect(figures.houseResultCentavos).toBe(-44_000);
    expect(figures.drawFundingCentavos).toBe(44_000);
  });

  it("ignores money that is not the business (loads, mints, conversions, debts)", () => {
    const figures = figuresFromSums(
      ["LOAD", "WITHDRAW", "MINT", "COMMISSION_CONVERT", "DEBT_ADVANCE", "DEBT_COLLECTION", "ROUNDING"].map(
        (category) => ({ category, centavos: 12_345, count: 1 }),
      ),
    );
    expect(figures).toEqual(emptyFigures());
  });

  it("splits commission by level, top of the chain first, with the shown labels, and leaves out zero levels", () => {
    const figures = figuresFromSums([
      { category: "COMMISSION", role: "gold-agent", centavos: 500, count: 1 },
      { category: "COMMISSION", role: "incorporator", centavos: 1_000, count: 1 },
      { category: "COMMISSION", role: "gold-agent", centavos: 250, count: 1 },
      { category: "COMMISSION", role: "master-agent", centavos: 300, count: 1 },
      { category: "COMMISSION", role: "master-agent", centavos: -300, count: -1 },
      { category: "COMMISSION", role: "player", centavos: 40, count: 1 },
      { category: "COMMISSION", centavos: 7, count: 1 },
    ]);
    expect(figures.commissionByLevel).toEqual([
      { role: "incorporator", label: "HEAD-INCORPORATOR", centavos: 1_000 },
      { role: "gold-agent", label: "MASTER-AGENT", centavos: 750 },
      { role: "player", label: "PLAYER", centavos: 40 },
      { role: "", label: "Unknown", centavos: 7 },
    ]);
    expect(figures.commissionCentavos).toBe(1_797);
    expect(figures.commissionByLevel.reduce((s, l) => s + l.centavos, 0)).toBe(figures.commissionCentavos);
  });
});

describe("commissionLevelLabel", () => {
  it.each([
    ["incorporator", "HEAD-INCORPORATOR"],
    ["sub-operator", "INCORPORATOR"],
    ["master-agent", "SUB-OPERATOR"],
    ["gold-agent", "MASTER-AGENT"],
    ["loader", "GOLD-AGENT"],
    ["player", "PLAYER"],
    ["staff", "STAFF"],
    ["admin", "ADMIN"],
  ])("%s is %s", (role, label) => {
    expect(commissionLevelLabel(role)).toBe(label);
  });
});

describe("reportDayLabel", () => {
  it.each([
    ["2025-01-31", "31 Jan 2025"],
    ["2024-02-29", "29 Feb 2024"],
    ["2025-12-01", "1 Dec 2025"],
  ])("%s reads %s", (day, label) => {
    expect(reportDayLabel(day)).toBe(label);
  });
});
