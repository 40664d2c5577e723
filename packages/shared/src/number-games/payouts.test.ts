import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { permutationsOf } from "./combinations.ts";
import type { DrawTerms } from "./contracts.ts";
import { lineLiabilities, lineMultiplierHundredths, payoutIfHitCentavos, priceLine } from "./payouts.ts";

const pick3 = { straightMultiplierHundredths: 45_000, rambolitoMultiplierHundredths: { "3": 15_000, "6": 7_500 } };
const pick2 = { straightMultiplierHundredths: 7_000, rambolitoMultiplierHundredths: { "2": 3_500 } };
const gameEnding = { straightMultiplierHundredths: 8_000, rambolitoMultiplierHundredths: { "2": 4_000 } };
const terms = (t: { straightMultiplierHundredths: number; rambolitoMultiplierHundredths: object }) =>
  t as Pick<DrawTerms, "straightMultiplierHundredths" | "rambolitoMultiplierHundredths">;
const reduced = (entries: [string, number][]) =>
  new Map(entries.map(([c, multiplierHundredths]) => [c, { multiplierHundredths }]));

describe("payouts: stake × multiplier, stake included, rounded down to the centavo", () => {
  it("pays the pick3 / suertres lines of rules-examples.md (result 123, ×450)", () => {
    const straight = priceLine({ combination: "123", form: "straight", stakeCentavos: 1_000 }, terms(pick3));
    expect(straight).toEqual({
      combination: "123",
      form: "straight",
      stakeCentavos: 1_000,
      digitsKey: "123",
      permutations: 1,
      multiplierHundredths: 45_000,
      payoutIfHitCentavos: 450_000,
    });
    const rambolito6 = priceLine({ combination: "321", form: "rambolito", stakeCentavos: 6_000 }, terms(pick3));
    expect(rambolito6).toMatchObject({ digitsKey: "123", permutations: 6, multiplierHundredths: 7_500 });
    expect(rambolito6.payoutIfHitCentavos).toBe(450_000); // 60 × 450 ÷ 6 = 4,500.00
    const rambolito3 = priceLine({ combination: "112", form: "rambolito", stakeCentavos: 3_000 }, terms(pick3));
    expect(rambolito3).toMatchObject({ digitsKey: "112", permutations: 3, multiplierHundredths: 15_000 });
    expect(rambolito3.payoutIfHitCentavos).toBe(450_000);
  });

  it("pays pick2 (×70) and game-ending (×80) as rules-examples.md does", () => {
    expect(priceLine({ combination: "07", form: "straight", stakeCentavos: 1_000 }, terms(pick2))).toMatchObject({
      payoutIfHitCentavos: 70_000,
    });
    expect(priceLine({ combination: "70", form: "rambolito", stakeCentavos: 1_000 }, terms(pick2))).toMatchObject({
      permutations: 2,
      payoutIfHitCentavos: 35_000,
    });
    expect(priceLine({ combination: "94", form: "straight", stakeCentavos: 2_000 }, terms(gameEnding))).toMatchObject({
      payoutIfHitCentavos: 160_000,
    });
    expect(priceLine({ combination: "49", form: "rambolito", stakeCentavos: 2_000 }, terms(gameEnding))).toMatchObject({
      payoutIfHitCentavos: 80_000,
    });
  });

  it("rounds down to the centavo", () => {
    expect(payoutIfHitCentavos(1, 7_550)).toBe(75); // 0.01 × 75.50 = 0.755
    expect(payoutIfHitCentavos(3, 3_333)).toBe(99);
    expect(payoutIfHitCentavos(0, 45_000)).toBe(0);
    expect(() => payoutIfHitCentavos(1.5, 100)).toThrow(RangeError);
    expect(() => payoutIfHitCentavos(-1, 100)).toThrow(RangeError);
    expect(() => payoutIfHitCentavos(100, 1.5)).toThrow(RangeError);
  });

  it("is exact past 2^53 in the product (BigInt path)", () => {
    const stake = 1_000_000_000_000;
    expect(payoutIfHitCentavos(stake, 45_000)).toBe(450_000_000_000_000);
    expect(payoutIfHitCentavos(stake + 1, 45_001)).toBe(Number(((BigInt(stake) + 1n) * 45_001n) / 100n));
  });

  it("pays a reduced straight multiplier on a reduced combination only", () => {
    const overrides = reduced([["123", 30_000]]);
    expect(lineMultiplierHundredths({ form: "straight", combination: "123", terms: terms(pick3), overrides })).toBe(
      30_000,
    );
    expect(lineMultiplierHundredths({ form: "straight", combination: "124", terms: terms(pick3), overrides })).toBe(
      45_000,
    );
  });

  it("lowers rambolito lines covering a reduced combination to min(rambolito, floor(reduced ÷ k))", () => {
    // 321 covers 123: ×300 ÷ 6 = ×50 < ×75.
    expect(
      lineMultiplierHundredths({
        form: "rambolito",
        combination: "321",
        terms: terms(pick3),
        overrides: reduced([["123", 30_000]]),
      }),
    ).toBe(5_000);
    // floor(10001 ÷ 6) = 1666.
    expect(
      lineMultiplierHundredths({
        form: "rambolito",
        combination: "213",
        terms: terms(pick3),
        overrides: reduced([["132", 10_001]]),
      }),
    ).toBe(1_666);
    // A reduction above the rambolito multiplier × k changes nothing: min keeps ×75.
    expect(
      lineMultiplierHundredths({
        form: "rambolito",
        combination: "321",
        terms: terms(pick3),
        overrides: reduced([["123", 60_000]]),
      }),
    ).toBe(7_500);
    // Not covered: unchanged.
    expect(
      lineMultiplierHundredths({
        form: "rambolito",
        combination: "112",
        terms: terms(pick3),
        overrides: reduced([["123", 100]]),
      }),
    ).toBe(15_000);
    // The lowest reduction among the covered permutations wins; a null override is no reduction.
    const overrides = new Map([
      ["07", { multiplierHundredths: 6_000 }],
      ["70", { multiplierHundredths: 5_000 }],
      ["17", { multiplierHundredths: null }],
    ]);
    expect(lineMultiplierHundredths({ form: "rambolito", combination: "07", terms: terms(pick2), overrides })).toBe(
      2_500,
    );
    expect(lineMultiplierHundredths({ form: "straight", combination: "17", terms: terms(pick2), overrides })).toBe(
      7_000,
    );
  });

  it("reads a rambolito multiplier the terms lack as straight ÷ k, rounded down", () => {
    const partial = terms({ straightMultiplierHundredths: 45_001, rambolitoMultiplierHundredths: {} });
    expect(lineMultiplierHundredths({ form: "rambolito", combination: "123", terms: partial })).toBe(7_500);
    expect(lineMultiplierHundredths({ form: "rambolito", combination: "112", terms: partial })).toBe(15_000);
  });

  it("adds a straight line's payout on its combination, a rambolito line's on each permutation", () => {
    expect(lineLiabilities({ form: "straight", combination: "123", payoutIfHitCentavos: 2_250_000 })).toEqual(
      new Map([["123", 2_250_000]]),
    );
    expect(lineLiabilities({ form: "rambolito", combination: "321", payoutIfHitCentavos: 450_000 })).toEqual(
      new Map(permutationsOf("123").map((c) => [c, 450_000])),
    );
    expect(lineLiabilities({ form: "rambolito", combination: "70", payoutIfHitCentavos: 35_000 })).toEqual(
      new Map([
        ["07", 35_000],
        ["70", 35_000],
      ]),
    );
  });

  it("property: a rambolito line at the default multipliers pays what stake ÷ k straight would, rounded down", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 }).map((d) => d.join("")),
        fc.integer({ min: 1, max: 100_000 }),
        (combination, stake) => {
          const k = permutationsOf(combination).length;
          fc.pre(k > 1);
          const line = priceLine({ combination, form: "rambolito", stakeCentavos: stake }, terms(pick3));
          expect(line.payoutIfHitCentavos).toBe(Math.floor((stake * 45_000) / k / 100));
          expect(line.payoutIfHitCentavos).toBeLessThanOrEqual(payoutIfHitCentavos(stake, 45_000));
        },
      ),
    );
  });

  it("property: a reduction never raises a line's multiplier", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 }).map((d) => d.join("")),
        fc.constantFrom("straight" as const, "rambolito" as const),
        fc.array(
          fc.tuple(
            fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 }).map((d) => d.join("")),
            fc.integer({ min: 100, max: 100_000 }),
          ),
          { maxLength: 10 },
        ),
        (combination, form, entries) => {
          const plain = lineMultiplierHundredths({ form, combination, terms: terms(pick3) });
          const lowered = lineMultiplierHundredths({
            form,
            combination,
            terms: terms(pick3),
            overrides: reduced(entries.map(([c, m]) => [c, Math.min(m, 45_000)])),
          });
          expect(lowered).toBeLessThanOrEqual(plain);
        },
      ),
    );
  });
});
