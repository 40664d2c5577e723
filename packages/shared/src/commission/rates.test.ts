import { describe, expect, it } from "vitest";
import { maxDownlineRateBp, validateRateAgainstPlasada, validateRateAgainstUpline } from "./rates.ts";

describe("rate validation", () => {
  it("a downline may match but never exceed its upline", () => {
    expect(maxDownlineRateBp(250)).toBe(250);
    expect(validateRateAgainstUpline(200, 250)).toEqual({ ok: true });
    expect(validateRateAgainstUpline(250, 250)).toEqual({ ok: true });
    expect(validateRateAgainstUpline(0, 0)).toEqual({ ok: true });
    expect(validateRateAgainstUpline(251, 250)).toEqual({ ok: false, reason: "ABOVE_UPLINE", maxRateBp: 250 });
  });

  it("no rate may exceed the plasada", () => {
    expect(validateRateAgainstPlasada(400, 500)).toEqual({ ok: true });
    expect(validateRateAgainstPlasada(500, 500)).toEqual({ ok: true });
    expect(validateRateAgainstPlasada(501, 500)).toEqual({ ok: false, reason: "ABOVE_PLASADA", maxRateBp: 500 });
  });

  it("rejects rates that are not whole basis points in 0..10000", () => {
    for (const rate of [-1, 2.5, 10_001, Number.NaN]) {
      expect(validateRateAgainstUpline(rate, 10_000)).toMatchObject({ ok: false, reason: "INVALID_RATE" });
      expect(validateRateAgainstPlasada(rate, 10_000)).toMatchObject({ ok: false, reason: "INVALID_RATE" });
    }
  });
});
