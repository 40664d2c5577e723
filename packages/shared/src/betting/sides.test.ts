import { describe, expect, it } from "vitest";
import {
  hasDrawSide,
  isMainSide,
  isResultOf,
  isSideOf,
  isSideOffered,
  mainSides,
  opposingSide,
  RESULT_LABELS,
  resultsFor,
  sidesFor,
} from "./sides.ts";

describe("sides", () => {
  it("sabong always offers MERON, WALA and DRAW", () => {
    expect(mainSides("sabong")).toEqual(["MERON", "WALA"]);
    expect(sidesFor("sabong")).toEqual(["MERON", "WALA", "DRAW"]);
    expect(sidesFor("sabong", false)).toEqual(["MERON", "WALA", "DRAW"]);
    expect(hasDrawSide("sabong")).toBe(true);
  });

  it("apple offers DRAW only when the event enables it", () => {
    expect(mainSides("apple")).toEqual(["PULA", "PUTI"]);
    expect(sidesFor("apple")).toEqual(["PULA", "PUTI"]);
    expect(sidesFor("apple", true)).toEqual(["PULA", "PUTI", "DRAW"]);
    expect(isSideOffered("apple", "DRAW")).toBe(false);
    expect(isSideOffered("apple", "DRAW", true)).toBe(true);
  });

  it("does not mix sides between games", () => {
    expect(isMainSide("sabong", "PULA")).toBe(false);
    expect(isMainSide("apple", "MERON")).toBe(false);
    expect(isSideOf("apple", "DRAW")).toBe(true);
    expect(isSideOf("sabong", "PUTI")).toBe(false);
    expect(isSideOffered("sabong", "meron")).toBe(false);
  });

  it("knows the opposing main side", () => {
    expect(opposingSide("sabong", "MERON")).toBe("WALA");
    expect(opposingSide("apple", "PUTI")).toBe("PULA");
    expect(() => opposingSide("apple", "MERON")).toThrow(RangeError);
  });

  it("lists results: a main side, DRAW or CANCELLED", () => {
    expect(resultsFor("sabong")).toEqual(["MERON", "WALA", "DRAW", "CANCELLED"]);
    expect(resultsFor("apple")).toEqual(["PULA", "PUTI", "DRAW", "CANCELLED"]);
    expect(isResultOf("apple", "DRAW")).toBe(true);
    expect(isResultOf("apple", "WALA")).toBe(false);
    expect(RESULT_LABELS.MERON).toBe("MERON WINS");
  });
});
