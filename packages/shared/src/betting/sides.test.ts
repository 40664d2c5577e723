import { describe, expect, it } from "vitest";
import {
  declarableResults,
  GAME_LABELS,
  hasDrawSide,
  isDeclarableResult,
  isMainSide,
  isResultOf,
  isSideOf,
  isSideOffered,
  mainSides,
  opposingSide,
  RESULT_LABELS,
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
    expect(isResultOf("apple", "DRAW")).toBe(true);
    expect(isResultOf("apple", "WALA")).toBe(false);
    expect(RESULT_LABELS.MERON).toBe("MERON WINS");
  });

  it("lets an operator declare DRAW only where the game offers the draw side", () => {
    expect(declarableResults("sabong")).toEqual(["MERON", "WALA", "DRAW", "CANCELLED"]);
    expect(declarableResults("sabong", false)).toEqual(["MERON", "WALA", "DRAW", "CANCELLED"]);
    expect(declarableResults("apple")).toEqual(["PULA", "PUTI", "CANCELLED"]);
    expect(declarableResults("apple", true)).toEqual(["PULA", "PUTI", "DRAW", "CANCELLED"]);
    expect(isDeclarableResult("apple", "DRAW")).toBe(false);
    expect(isDeclarableResult("apple", "DRAW", true)).toBe(true);
    expect(isDeclarableResult("sabong", "DRAW")).toBe(true);
    expect(isDeclarableResult("apple", "CANCELLED")).toBe(true);
    expect(isDeclarableResult("apple", "PUTI")).toBe(true);
    expect(isDeclarableResult("apple", "MERON", true)).toBe(false);
    expect(isDeclarableResult("sabong", "draw")).toBe(false);
    // Every declarable result is a result of the game (stored fights may still hold an older DRAW).
    for (const game of ["sabong", "apple"] as const) {
      for (const drawEnabled of [true, false]) {
        for (const r of declarableResults(game, drawEnabled)) expect(isResultOf(game, r)).toBe(true);
        expect(declarableResults(game, drawEnabled).includes("DRAW")).toBe(hasDrawSide(game, drawEnabled));
      }
    }
  });

  it("labels the games from the registry", () => {
    expect(GAME_LABELS).toEqual({ sabong: "Sabong", apple: "Apple na pula/puti" });
  });
});
