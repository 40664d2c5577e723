import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMultiplier, MAX_MULTIPLIER_HUNDREDTHS, parseMultiplier } from "./multiplier-text.ts";

describe("multiplier text", () => {
  it("shows hundredths as ×450 or ×72.50", () => {
    expect(formatMultiplier(45_000)).toBe("×450");
    expect(formatMultiplier(7_250)).toBe("×72.50");
    expect(formatMultiplier(7_205)).toBe("×72.05");
    expect(formatMultiplier(100)).toBe("×1");
  });

  it("reads what people type, refusing rather than rounding", () => {
    expect(parseMultiplier("450")).toEqual({ ok: true, hundredths: 45_000 });
    expect(parseMultiplier("72.5")).toEqual({ ok: true, hundredths: 7_250 });
    expect(parseMultiplier(" ×72.50 ")).toEqual({ ok: true, hundredths: 7_250 });
    expect(parseMultiplier("x1")).toEqual({ ok: true, hundredths: 100 });
    expect(parseMultiplier("100000")).toEqual({ ok: true, hundredths: MAX_MULTIPLIER_HUNDREDTHS });
    expect(parseMultiplier("")).toEqual({ ok: false, message: "Enter a multiplier" });
    expect(parseMultiplier("72.505")).toEqual({ ok: false, message: "Use at most 2 decimals" });
    expect(parseMultiplier("0.99")).toEqual({ ok: false, message: "A multiplier must be at least ×1" });
    expect(parseMultiplier("100000.01")).toEqual({ ok: false, message: "At most ×100,000" });
    expect(parseMultiplier("99999999999999999999")).toEqual({ ok: false, message: "At most ×100,000" });
    for (const text of ["abc", "1e3", "-5", "4,500", ".5.", "1."]) {
      expect(parseMultiplier(text)).toEqual({ ok: false, message: "Enter a multiplier like 450 or 72.50" });
    }
  });

  it("property: parse(format(m)) = m for every allowed multiplier", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: MAX_MULTIPLIER_HUNDREDTHS }), (m) => {
        expect(parseMultiplier(formatMultiplier(m))).toEqual({ ok: true, hundredths: m });
      }),
    );
  });
});
