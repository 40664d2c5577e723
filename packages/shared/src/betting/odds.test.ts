import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPesosOrDash } from "../money/centavos.ts";
import {
  drawPer100Centavos,
  isLowPayout,
  per100Centavos,
  poolOdds,
  sidePer100Centavos,
  winningPayoutCentavos,
} from "./odds.ts";

const pesos = (n: number) => n * 100;

describe("pari-mutuel odds (plasada 5%)", () => {
  it.each([
    [60_000, 40_000, 15_833, 23_750],
    [50_000, 50_000, 19_000, 19_000],
    [100_000, 1_000, 9_595, 959_500],
    [0, 10_000, null, 9_500],
  ])("MERON %i / WALA %i pesos → %s / %s per 100", (meron, wala, meronPer100, walaPer100) => {
    const [m, w] = poolOdds("sabong", { MERON: pesos(meron), WALA: pesos(wala) }, 500);
    expect(m.side).toBe("MERON");
    expect(m.per100Centavos).toBe(meronPer100);
    expect(w.side).toBe("WALA");
    expect(w.per100Centavos).toBe(walaPer100);
  });

  it("flags low payouts at 107.00 or less", () => {
    const [m100k, w1k] = poolOdds("sabong", { MERON: pesos(100_000), WALA: pesos(1_000) }, 500);
    expect(m100k.lowPayout).toBe(true); // 95.95
    expect(w1k.lowPayout).toBe(false);
    const [none, only] = poolOdds("sabong", { WALA: pesos(10_000) }, 500);
    expect(none.lowPayout).toBe(false); // no odds, nothing to warn about
    expect(only.lowPayout).toBe(true); // 95.00
    expect(isLowPayout(10_700)).toBe(true);
    expect(isLowPayout(10_701)).toBe(false);
    expect(isLowPayout(null)).toBe(false);
  });

  it("pays 1,583.30 on 1,000 pesos at 158.33", () => {
    expect(winningPayoutCentavos(pesos(1_000), 15_833)).toBe(158_330);
    expect(winningPayoutCentavos(1, 15_833)).toBe(1); // 1.5833 centavos rounds down
    // Stake back: 95.95 per 100 would return 959.50 on 1,000; the stake is paid instead.
    expect(winningPayoutCentavos(pesos(1_000), 9_595)).toBe(pesos(1_000));
    expect(winningPayoutCentavos(pesos(1_000), 10_000)).toBe(pesos(1_000));
    expect(winningPayoutCentavos(pesos(1_000), 10_001)).toBe(100_010);
  });

  it("ignores DRAW money and works for apple", () => {
    const [pula, puti] = poolOdds("apple", { PULA: pesos(60_000), PUTI: pesos(40_000), DRAW: pesos(5_000) }, 500);
    expect([pula.per100Centavos, puti.per100Centavos]).toEqual([15_833, 23_750]);
  });

  it("handles plasada 0 and huge pools exactly", () => {
    expect(per100Centavos(200, 100, 0)).toBe(20_000);
    // 9 × 10^15 centavos: mainPool × 9500 is far beyond 2^53, BigInt keeps it exact.
    const big = 9_000_000_000_000_000;
    expect(per100Centavos(big, big / 3, 500)).toBe(28_500);
    expect(per100Centavos(big, 9_000_000_007, 500)).toBe(Number((BigInt(big) * 9500n) / 9_000_000_007n));
    expect(() => per100Centavos(big, 1, 500)).toThrow(RangeError);
  });

  it("rejects bad inputs", () => {
    expect(() => per100Centavos(100, 200, 500)).toThrow(RangeError);
    expect(() => per100Centavos(-1, 0, 500)).toThrow(RangeError);
    expect(() => per100Centavos(100, 50, 10_001)).toThrow(RangeError);
    expect(() => per100Centavos(100, 50, 2.5)).toThrow(RangeError);
  });

  it("refuses odds too large to be exact instead of rounding them", () => {
    // 1 centavo against ₱9 billion: 9.007 × 10^15 per 100, past 2^53.
    expect(() => per100Centavos(900_719_925_475, 1, 0)).toThrow("odds out of range");
    expect(per100Centavos(900_719_925_474, 1, 0)).toBe(9_007_199_254_740_000);
  });

  it("is monotonic: more money on a side never raises its odds, more on the other never lowers them", () => {
    // Up to ₱1 billion each: three of them against 1 centavo still give odds below 2^53 (the test above).
    const amount = fc.integer({ min: 1, max: 100_000_000_000 });
    fc.assert(
      fc.property(amount, amount, amount, fc.integer({ min: 0, max: 10_000 }), (side, other, extra, plasada) => {
        const before = per100Centavos(side + other, side, plasada) as number;
        const moreOnSide = per100Centavos(side + extra + other, side + extra, plasada) as number;
        const moreOnOther = per100Centavos(side + other + extra, side, plasada) as number;
        expect(moreOnSide).toBeLessThanOrEqual(before);
        expect(moreOnOther).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it("matches the real-number formula rounded down", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (side, other, plasada) => {
          const per100 = per100Centavos(side + other, side, plasada) as number;
          // per100 ≤ exact value < per100 + 1, checked in integers
          expect(per100 * side).toBeLessThanOrEqual((side + other) * (10_000 - plasada));
          expect((per100 + 1) * side).toBeGreaterThan((side + other) * (10_000 - plasada));
        },
      ),
    );
  });
});

describe("DRAW pays per 100", () => {
  it.each([
    [8, 90_000],
    [1, 20_000],
    [0, 10_000],
    [1000, 10_010_000],
  ])("draw odds %i → %i centavos per 100 (stake included)", (odds, per100) => {
    expect(drawPer100Centavos(odds)).toBe(per100);
  });

  it("matches the worked example: 500 on DRAW at odds 8 is paid 4,500", () => {
    expect(winningPayoutCentavos(pesos(500), drawPer100Centavos(8))).toBe(pesos(4_500));
  });

  it("refuses odds that are not whole numbers ≥ 0", () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => drawPer100Centavos(bad)).toThrow(RangeError);
    }
  });
});

describe("odds shown on a side", () => {
  const event = { drawOddsMultiplier: 8 };
  const fight = {
    odds: [
      { side: "MERON", per100Centavos: 15_833 },
      { side: "WALA", per100Centavos: 23_750 },
    ] as const,
  };

  it("shows pari-mutuel odds per 100 for main sides and fixed odds for DRAW", () => {
    expect(formatPesosOrDash(sidePer100Centavos(fight, event, "MERON"))).toBe("158.33");
    expect(formatPesosOrDash(sidePer100Centavos(fight, event, "WALA"))).toBe("237.50");
    expect(drawPer100Centavos(8)).toBe(90_000);
    expect(formatPesosOrDash(sidePer100Centavos(fight, event, "DRAW"))).toBe("900.00");
    const empty = { odds: [{ side: "MERON", per100Centavos: null }] as const };
    expect(formatPesosOrDash(sidePer100Centavos(empty, event, "MERON"))).toBe("—");
    expect(sidePer100Centavos(empty, event, "WALA")).toBeNull();
  });
});
