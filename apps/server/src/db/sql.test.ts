import { describe, expect, it } from "vitest";
import { epochMsOf, intOf, textOf } from "./sql.ts";

/** The schema-free readers of large results must refuse what a schema would, so a wrong column never reads as 0. */
describe("columns of a large result", () => {
  it("reads integers from both drivers' forms and refuses anything else", () => {
    expect(intOf(42, "id")).toBe(42);
    expect(intOf("9007199254740991", "id")).toBe(9_007_199_254_740_991);
    expect(intOf("-7", "id")).toBe(-7);
    for (const bad of ["", "1.5", "12a", null, undefined, 1.5, "9007199254740993", true]) {
      expect(() => intOf(bad, "stake_centavos")).toThrow("stake_centavos is not an integer");
    }
  });

  it("reads text and timestamps, refusing other types", () => {
    expect(textOf("MERON", "side")).toBe("MERON");
    expect(() => textOf(3, "side")).toThrow("side is not text");
    const at = new Date("2026-11-27T12:00:00.000Z");
    expect(epochMsOf(at, "created_at")).toBe(at.getTime());
    expect(epochMsOf("2026-11-27 12:00:00+00", "created_at")).toBe(at.getTime());
    expect(() => epochMsOf("not a time", "created_at")).toThrow("created_at is not a timestamp");
    expect(() => epochMsOf(null, "created_at")).toThrow("created_at is not a timestamp");
  });
});
