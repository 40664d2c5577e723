import { describe, expect, it } from "vitest";
import { scoreAbove, shareBasisPoints } from "./signal.ts";
import { DEFAULT_INTEGRITY_THRESHOLDS, integrityThresholdsSchema } from "./thresholds.ts";

describe("scores and shares", () => {
  it("scores 0 at the threshold, 50 just above, 100 at three times it", () => {
    expect(scoreAbove(100, 100)).toBe(0);
    expect(scoreAbove(101, 100)).toBe(50);
    expect(scoreAbove(200, 100)).toBe(75);
    expect(scoreAbove(300, 100)).toBe(100);
    expect(scoreAbove(10_000, 100)).toBe(100);
    expect(scoreAbove(1, 0)).toBe(100);
  });

  it("computes basis points exactly on amounts beyond a double's exact products", () => {
    expect(shareBasisPoints(1, 3)).toBe(3_333);
    expect(shareBasisPoints(999_999_999_999, 1_000_000_000_000)).toBe(9_999);
    expect(shareBasisPoints(5, 0)).toBe(0);
  });
});

describe("the thresholds setting", () => {
  it("accepts the defaults and refuses a negative or fractional figure in plain words", () => {
    expect(integrityThresholdsSchema.parse(DEFAULT_INTEGRITY_THRESHOLDS)).toEqual(DEFAULT_INTEGRITY_THRESHOLDS);
    const bad = integrityThresholdsSchema.safeParse({
      ...DEFAULT_INTEGRITY_THRESHOLDS,
      lateMoney: { ...DEFAULT_INTEGRITY_THRESHOLDS.lateMoney, swingBasisPoints: -1 },
      largeTransaction: { singleCentavos: 1.5, dailyCentavos: 0 },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message).sort()).toEqual([
      "The large single movement must be a whole number",
      "The late-money swing cannot be negative",
    ]);
  });
});
