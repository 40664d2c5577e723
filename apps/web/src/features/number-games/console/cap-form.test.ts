import { describe, expect, it } from "vitest";
import { sampleTallyRow } from "../../../testing/draw-fixtures.ts";
import { capFormOf, toCapOverride } from "./cap-form.ts";

describe("capFormOf", () => {
  it("leaves the default cap empty and shows overrides as typed", () => {
    expect(capFormOf(undefined, 4_500_000)).toEqual({ cap: "", notAccepted: false, multiplier: "" });
    expect(capFormOf(sampleTallyRow("123"), 4_500_000).cap).toBe("");
    expect(
      capFormOf(
        sampleTallyRow("123", { capCentavos: 1_000_000, notAccepted: true, multiplierHundredths: 30_050 }),
        4_500_000,
      ),
    ).toEqual({ cap: "10000", notAccepted: true, multiplier: "300.50" });
  });
});

describe("toCapOverride", () => {
  it("sends null for what is left empty (the draw's default)", () => {
    expect(toCapOverride("007", { cap: "", notAccepted: false, multiplier: "" })).toEqual({
      ok: true,
      override: { combination: "007", capCentavos: null, notAccepted: false, multiplierHundredths: null },
    });
  });

  it("reads pesos to centavos and the multiplier to hundredths", () => {
    expect(toCapOverride("123", { cap: "10,000.50", notAccepted: true, multiplier: "×300.5" })).toEqual({
      ok: true,
      override: { combination: "123", capCentavos: 1_000_050, notAccepted: true, multiplierHundredths: 30_050 },
    });
  });

  it("names the field at fault", () => {
    const bad = toCapOverride("123", { cap: "abc", notAccepted: false, multiplier: "1.234" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(Object.keys(bad.errors).sort()).toEqual(["cap", "multiplier"]);
      expect(bad.errors.multiplier).toBe("Use at most 2 decimals");
    }
  });
});
