import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mulDivFloor } from "./int-math.ts";

describe("mulDivFloor", () => {
  it("floors small products", () => {
    expect(mulDivFloor(100_000, 15_833, 10_000)).toBe(158_330);
    expect(mulDivFloor(7, 3, 2)).toBe(10);
    expect(mulDivFloor(0, 999, 7)).toBe(0);
  });

  it("is exact near and beyond 2^53", () => {
    const p = 9_007_199_254_739_999; // just under MAX_SAFE_INTEGER, remainder 9999
    expect(mulDivFloor(p, 1, 10_000)).toBe(900_719_925_473);
    expect(mulDivFloor(Number.MAX_SAFE_INTEGER, 10_000, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => mulDivFloor(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(RangeError);
  });

  it("matches BigInt for any safe inputs", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (a, b, d) => {
          const expected = (BigInt(a) * BigInt(b)) / BigInt(d);
          if (expected > BigInt(Number.MAX_SAFE_INTEGER)) expect(() => mulDivFloor(a, b, d)).toThrow(RangeError);
          else expect(mulDivFloor(a, b, d)).toBe(Number(expected));
        },
      ),
    );
  });
});
