import { describe, expect, it } from "vitest";
import { MAX_STAKE_CENTAVOS } from "./limits.ts";
import { type FightBet, type FightSettlement, settleFight } from "./settlement.ts";
import type { Side } from "./sides.ts";

const pesos = (n: number) => n * 100;

let nextId = 1;
function bet(side: Side, stakePesos: number, userId = 1): FightBet {
  return { betId: nextId++, userId, side, stakeCentavos: pesos(stakePesos) };
}

function expectConserved(s: FightSettlement): void {
  expect(s.stakesCentavos + s.drawFundingCentavos).toBe(s.payoutsCentavos + s.houseCentavos + s.roundingCentavos);
  expect(s.bets.reduce((sum, b) => sum + b.payoutCentavos, 0)).toBe(s.payoutsCentavos);
}

describe("settleFight: a main side wins", () => {
  const bets = [bet("MERON", 1_000), bet("MERON", 59_000), bet("WALA", 40_000), bet("DRAW", 500)];

  it("pays MERON at 158.33: 1,000 pesos wins 1,583.30", () => {
    const s = settleFight({ game: "sabong", result: "MERON", plasadaBp: 500, bets });
    expect(s.per100Centavos).toEqual({ MERON: 15_833, WALA: 23_750 });
    expect(s.sideTotalsCentavos).toEqual({ MERON: pesos(60_000), WALA: pesos(40_000), DRAW: pesos(500) });
    expect(s.bets.map((b) => [b.outcome, b.payoutCentavos, b.commissionable])).toEqual([
      ["WON", 158_330, true],
      ["WON", 9_341_470, true],
      ["LOST", 0, true],
      ["LOST", 0, true],
    ]);
    expect(s.winnersPoolCentavos).toBe(pesos(95_000));
    expect(s.payoutsCentavos).toBe(9_499_800);
    expect(s.roundingCentavos).toBe(200);
    expect(s.houseCentavos).toBe(pesos(5_000) + pesos(500)); // plasada + losing draw stakes
    expect(s.drawFundingCentavos).toBe(0);
    expect(s.commissionableStakesCentavos).toBe(pesos(100_500));
    expect(s.lowPayoutWarning).toBe(false);
    expectConserved(s);
  });

  it("pays WALA at 237.50", () => {
    const s = settleFight({ game: "sabong", result: "WALA", plasadaBp: 500, bets });
    expect(s.bets.map((b) => b.payoutCentavos)).toEqual([0, 0, pesos(95_000), 0]);
    expect(s.roundingCentavos).toBe(0);
    expect(s.houseCentavos).toBe(pesos(5_500));
    expectConserved(s);
  });

  it("pays 190.00 on an even pool", () => {
    const s = settleFight({
      game: "sabong",
      result: "WALA",
      plasadaBp: 500,
      bets: [bet("MERON", 50_000), bet("WALA", 50_000)],
    });
    expect(s.per100Centavos).toEqual({ MERON: 19_000, WALA: 19_000 });
    expect(s.bets[1]?.payoutCentavos).toBe(pesos(95_000));
  });

  it("warns when the winner pays 107.00 or less", () => {
    const lopsided = [bet("MERON", 100_000), bet("WALA", 1_000)];
    const meron = settleFight({ game: "sabong", result: "MERON", plasadaBp: 500, bets: lopsided });
    expect(meron.per100Centavos).toEqual({ MERON: 9_595, WALA: 959_500 });
    expect(meron.lowPayoutWarning).toBe(true);
    // 95.95 per 100 would return less than the stake: stake back pays the stake, the house funds 4,050.
    expect(meron.bets[0]?.payoutCentavos).toBe(pesos(100_000));
    expect(meron.stakeBackCentavos).toBe(pesos(4_050));
    expect(meron.drawFundingCentavos).toBe(pesos(4_050));
    expectConserved(meron);
    const wala = settleFight({ game: "sabong", result: "WALA", plasadaBp: 500, bets: lopsided });
    expect(wala.lowPayoutWarning).toBe(false);
    expect(wala.bets[1]?.payoutCentavos).toBe(pesos(95_950));
    expectConserved(wala);
  });

  it("all money on the winning side: winners get their stake back, the house funds the plasada it keeps", () => {
    const s = settleFight({ game: "sabong", result: "WALA", plasadaBp: 500, bets: [bet("WALA", 10_000)] });
    expect(s.per100Centavos).toEqual({ MERON: null, WALA: 9_500 });
    expect(s.bets[0]).toMatchObject({ outcome: "WON", payoutCentavos: pesos(10_000) });
    expect(s.houseCentavos).toBe(pesos(500));
    expect(s.stakeBackCentavos).toBe(pesos(500));
    expect(s.lowPayoutWarning).toBe(true);
    expectConserved(s);
  });

  it("a winner nobody bet on refunds every main-side bet; DRAW still loses", () => {
    const s = settleFight({
      game: "sabong",
      result: "MERON",
      plasadaBp: 500,
      bets: [bet("WALA", 10_000), bet("WALA", 20), bet("DRAW", 300)],
    });
    expect(s.winnerHadNoBets).toBe(true);
    expect(s.bets.map((b) => [b.outcome, b.payoutCentavos, b.commissionable])).toEqual([
      ["REFUNDED", pesos(10_000), false],
      ["REFUNDED", pesos(20), false],
      ["LOST", 0, true],
    ]);
    expect(s.houseCentavos).toBe(pesos(300));
    expect(s.roundingCentavos).toBe(0);
    expect(s.winnersPoolCentavos).toBe(0);
    expect(s.lowPayoutWarning).toBe(false);
    expect(s.commissionableStakesCentavos).toBe(pesos(300));
    expectConserved(s);
  });

  it("sends per-bet rounding to the rounding account", () => {
    // Pool 3 centavos, plasada 0: MERON pays floor(3 × 10000 / 2) = 15000 per 100 → 1.5 centavos per 1-centavo bet.
    const s = settleFight({
      game: "sabong",
      result: "MERON",
      plasadaBp: 0,
      bets: [
        { betId: 1, userId: 1, side: "MERON", stakeCentavos: 1 },
        { betId: 2, userId: 2, side: "MERON", stakeCentavos: 1 },
        { betId: 3, userId: 3, side: "WALA", stakeCentavos: 1 },
      ],
    });
    expect(s.bets.map((b) => b.payoutCentavos)).toEqual([1, 1, 0]);
    expect(s.winnersPoolCentavos).toBe(3);
    expect(s.roundingCentavos).toBe(1);
    expect(s.houseCentavos).toBe(0);
    expectConserved(s);
  });

  it("floors the winners' pool once for the plasada", () => {
    // 333 centavos at 2.5%: winners' pool floor(333 × 0.975) = 324, house 9.
    const s = settleFight({
      game: "apple",
      result: "PUTI",
      plasadaBp: 250,
      bets: [
        { betId: 1, userId: 1, side: "PULA", stakeCentavos: 222 },
        { betId: 2, userId: 2, side: "PUTI", stakeCentavos: 111 },
      ],
    });
    expect(s.per100Centavos).toEqual({ PULA: 14_625, PUTI: 29_250 });
    expect(s.winnersPoolCentavos).toBe(324);
    expect(s.houseCentavos).toBe(9);
    expect(s.bets[1]?.payoutCentavos).toBe(324);
    expectConserved(s);
  });

  it("a single bettor on the winning side gets the stake back (the pool minus plasada, topped up)", () => {
    const s = settleFight({ game: "apple", result: "PULA", plasadaBp: 500, bets: [bet("PULA", 100)] });
    expect(s.bets[0]).toMatchObject({ outcome: "WON", payoutCentavos: pesos(100) });
    expect(s.stakeBackCentavos).toBe(pesos(5));
    expectConserved(s);
  });
});

describe("settleFight: DRAW", () => {
  it("pays draw bets stake × (1 + 8) and refunds the main sides", () => {
    const s = settleFight({
      game: "sabong",
      result: "DRAW",
      plasadaBp: 500,
      bets: [bet("MERON", 1_000), bet("WALA", 2_000), bet("DRAW", 500)],
    });
    expect(s.bets.map((b) => [b.outcome, b.payoutCentavos, b.commissionable])).toEqual([
      ["REFUNDED", pesos(1_000), false],
      ["REFUNDED", pesos(2_000), false],
      ["WON", pesos(4_500), true],
    ]);
    expect(s.drawFundingCentavos).toBe(pesos(4_000));
    expect(s.houseCentavos).toBe(0);
    expect(s.roundingCentavos).toBe(0);
    expect(s.drawOddsMultiplier).toBe(8);
    expect(s.lowPayoutWarning).toBe(false);
    expectConserved(s);
  });

  it("uses the event's draw odds", () => {
    const s = settleFight({
      game: "apple",
      result: "DRAW",
      plasadaBp: 500,
      drawOddsMultiplier: 5,
      bets: [bet("DRAW", 100), bet("PULA", 100)],
    });
    expect(s.bets.map((b) => b.payoutCentavos)).toEqual([pesos(600), pesos(100)]);
    expect(s.drawFundingCentavos).toBe(pesos(500));
    expectConserved(s);
  });

  it("with no draw bets just refunds everyone (e.g. apple with the draw side off)", () => {
    const s = settleFight({ game: "apple", result: "DRAW", plasadaBp: 500, bets: [bet("PULA", 100), bet("PUTI", 50)] });
    expect(s.bets.every((b) => b.outcome === "REFUNDED" && b.payoutCentavos === b.stakeCentavos)).toBe(true);
    expect(s.drawFundingCentavos).toBe(0);
    expectConserved(s);
  });
});

describe("settleFight: CANCELLED", () => {
  it("refunds every bet, DRAW included, and nothing is commissionable", () => {
    const s = settleFight({
      game: "sabong",
      result: "CANCELLED",
      plasadaBp: 500,
      bets: [bet("MERON", 1_000), bet("WALA", 2_000), bet("DRAW", 500)],
    });
    expect(s.bets.map((b) => [b.outcome, b.payoutCentavos, b.commissionable])).toEqual([
      ["REFUNDED", pesos(1_000), false],
      ["REFUNDED", pesos(2_000), false],
      ["REFUNDED", pesos(500), false],
    ]);
    expect(s.houseCentavos + s.roundingCentavos + s.drawFundingCentavos + s.commissionableStakesCentavos).toBe(0);
    expectConserved(s);
  });
});

describe("settleFight: edges and limits", () => {
  it("settles a fight without bets", () => {
    for (const result of ["MERON", "WALA", "DRAW", "CANCELLED"] as const) {
      const s = settleFight({ game: "sabong", result, plasadaBp: 500, bets: [] });
      expect(s.bets).toEqual([]);
      expect(s.stakesCentavos + s.payoutsCentavos + s.houseCentavos + s.roundingCentavos).toBe(0);
      expect(s.per100Centavos).toEqual({ MERON: null, WALA: null });
    }
  });

  it("stays exact with huge pools (BigInt fallback per bet)", () => {
    const bets: FightBet[] = [];
    for (let i = 0; i < 89_999; i++)
      bets.push({ betId: i, userId: i, side: "MERON", stakeCentavos: MAX_STAKE_CENTAVOS });
    bets.push({ betId: 89_999, userId: 0, side: "WALA", stakeCentavos: MAX_STAKE_CENTAVOS });
    const s = settleFight({ game: "sabong", result: "WALA", plasadaBp: 500, bets });
    expect(s.mainPoolCentavos).toBe(9_000_000_000_000_000);
    expect(s.per100Centavos.WALA).toBe(855_000_000);
    expect(s.bets[89_999]?.payoutCentavos).toBe(8_550_000_000_000_000);
    expect(s.houseCentavos).toBe(450_000_000_000_000);
    expectConserved(s);
  });

  it("refuses totals beyond the safe-integer range", () => {
    const bets: FightBet[] = [];
    for (let i = 0; i < 90_100; i++)
      bets.push({ betId: i, userId: i, side: "MERON", stakeCentavos: MAX_STAKE_CENTAVOS });
    expect(() => settleFight({ game: "sabong", result: "MERON", plasadaBp: 500, bets })).toThrow(RangeError);
  });

  it("rejects invalid input", () => {
    const ok = { game: "sabong", result: "MERON", plasadaBp: 500, bets: [bet("MERON", 1)] } as const;
    expect(() => settleFight({ ...ok, result: "PULA" })).toThrow(RangeError);
    expect(() => settleFight({ ...ok, plasadaBp: -1 })).toThrow(RangeError);
    expect(() => settleFight({ ...ok, plasadaBp: 2.5 })).toThrow(RangeError);
    expect(() => settleFight({ ...ok, drawOddsMultiplier: 0 })).toThrow(RangeError);
    expect(() => settleFight({ ...ok, drawOddsMultiplier: 7.5 })).toThrow(RangeError);
    expect(() => settleFight({ ...ok, bets: [bet("PUTI", 1)] })).toThrow(RangeError);
    for (const stakeCentavos of [0, -1, 1.5, MAX_STAKE_CENTAVOS + 1, Number.NaN]) {
      expect(() => settleFight({ ...ok, bets: [{ betId: 1, userId: 1, side: "MERON", stakeCentavos }] })).toThrow(
        RangeError,
      );
    }
  });

  // Speed is measured in bench/, never asserted here; this checks a fight of 100,000 bets still conserves money.
  it("settles a fight of 100,000 bets with money conserved", () => {
    const sides: Side[] = ["MERON", "WALA", "DRAW"];
    const bets: FightBet[] = Array.from({ length: 100_000 }, (_, i) => ({
      betId: i,
      userId: i % 5_000,
      side: sides[i % 3] as Side,
      stakeCentavos: 10_000 + ((i * 7_919) % 1_000_000),
    }));
    const s = settleFight({ game: "sabong", result: "WALA", plasadaBp: 500, bets });
    expect(s.bets).toHaveLength(100_000);
    expectConserved(s);
  });
});
