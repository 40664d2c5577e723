import { describe, expect, it } from "vitest";
import { COMMISSION_BALANCES } from "../commission/balances.ts";
import { splitCommission, splitCommissionForBets } from "../commission/commission.ts";
import { commissionBalanceOf, NUMBER_GAMES } from "../games/registry.ts";
import { lineHits } from "./combinations.ts";
import { priceLine } from "./payouts.ts";

/** rules-examples.md: gold-agent 5% (direct upline), master-agent 6%, sub-operator 8%, incorporator 10%. */
const chain = [
  { userId: 4, rateBp: 500 },
  { userId: 3, rateBp: 600 },
  { userId: 2, rateBp: 800 },
  { userId: 1, rateBp: 1_000 },
];

describe("number games: commission and the house's result (rules-examples.md)", () => {
  it("splits ₱100 on pick3 as 5.00, 1.00, 2.00, 2.00 (total 10.00) up the chain", () => {
    expect(splitCommission(10_000, chain)).toEqual({
      shares: [
        { userId: 4, amountCentavos: 500 },
        { userId: 3, amountCentavos: 100 },
        { userId: 2, amountCentavos: 200 },
        { userId: 1, amountCentavos: 200 },
      ],
      paidCentavos: 1_000,
      roundingCentavos: 0,
      totalCentavos: 1_000,
    });
  });

  it("credits each number game's own commission balance, at its own rate column", () => {
    expect(commissionBalanceOf("pick3")).toBe(COMMISSION_BALANCES.pick3);
    expect(NUMBER_GAMES.map((g) => commissionBalanceOf(g).rateField)).toEqual([
      "pick2Bp",
      "pick3Bp",
      "suertresBp",
      "gameEndingBp",
    ]);
    expect(NUMBER_GAMES.map((g) => commissionBalanceOf(g).wallet)).toEqual([
      "commission:pick2",
      "commission:pick3",
      "commission:suertres",
      "commission:game-ending",
    ]);
  });

  it("settles the pick3 example: sales 120.00, hits 9,000.00, commission 12.00, house −8,892.00", () => {
    const terms = { straightMultiplierHundredths: 45_000, rambolitoMultiplierHundredths: { "3": 15_000, "6": 7_500 } };
    const lines = [
      priceLine({ combination: "123", form: "straight", stakeCentavos: 1_000 }, terms),
      priceLine({ combination: "321", form: "rambolito", stakeCentavos: 6_000 }, terms),
      priceLine({ combination: "112", form: "rambolito", stakeCentavos: 3_000 }, terms),
      priceLine({ combination: "321", form: "straight", stakeCentavos: 2_000 }, terms),
    ];
    const sales = lines.reduce((sum, l) => sum + l.stakeCentavos, 0);
    const hits = lines.filter((l) => lineHits(l, "123")).reduce((sum, l) => sum + l.payoutIfHitCentavos, 0);
    // One bettor, whose chain tops out at 10%: commission on the draw total.
    const commission = splitCommissionForBets(
      lines.map((l) => ({ userId: 9, stakeCentavos: l.stakeCentavos })),
      () => [{ userId: 1, rateBp: 1_000 }],
    );
    expect(sales).toBe(12_000);
    expect(hits).toBe(900_000);
    expect(commission.totalCentavos).toBe(1_200);
    expect(sales - hits - commission.totalCentavos).toBe(-889_200);
  });
});
