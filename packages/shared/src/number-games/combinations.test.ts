import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NUMBER_GAMES } from "../games/registry.ts";
import {
  allCombinations,
  allDigitsEqual,
  combinationError,
  coveredCombinations,
  digitsKey,
  digitsOfGame,
  isCombinationOf,
  lineHits,
  linePermutations,
  permutationsOf,
} from "./combinations.ts";

const digitString = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(""));

describe("combinations: digits, leading zeros kept", () => {
  it("knows each game's digits", () => {
    expect(NUMBER_GAMES.map(digitsOfGame)).toEqual([2, 3, 3, 2]);
  });

  it("takes 007 and 070 as different pick3 combinations, 7 as none", () => {
    expect(isCombinationOf("pick3", "007")).toBe(true);
    expect(isCombinationOf("pick3", "070")).toBe(true);
    expect(isCombinationOf("pick3", "7")).toBe(false);
    expect(combinationError("pick3", "7")).toBe("7 is not a pick3 combination: use 3 digits, e.g. 007");
    expect(combinationError("pick3", "007")).toBeNull();
  });

  it("refuses wrong lengths, signs, spaces and non-digits for every game", () => {
    for (const text of ["", "1234", "-12", " 12", "1a", "１２", "1.2", "+07"]) {
      for (const game of NUMBER_GAMES) expect(isCombinationOf(game, text)).toBe(false);
    }
    expect(combinationError("pick2", "007")).toBe("007 is not a pick2 combination: use 2 digits, e.g. 07");
    expect(combinationError("game-ending", "")).toBe(
      "An empty combination is not a game-ending combination: use 2 digits, e.g. 07",
    );
    expect(isCombinationOf("suertres", "999")).toBe(true);
    expect(isCombinationOf("game-ending", "94")).toBe(true);
  });

  it("lists the distinct permutations, sorted (k = 1, 2, 3 or 6)", () => {
    expect(permutationsOf("321")).toEqual(["123", "132", "213", "231", "312", "321"]);
    expect(permutationsOf("112")).toEqual(["112", "121", "211"]);
    expect(permutationsOf("777")).toEqual(["777"]);
    expect(permutationsOf("70")).toEqual(["07", "70"]);
    expect(permutationsOf("44")).toEqual(["44"]);
    expect(permutationsOf("007")).toEqual(["007", "070", "700"]);
  });

  it("keys a combination by its sorted digits and spots all-equal digits", () => {
    expect(digitsKey("321")).toBe("123");
    expect(digitsKey("700")).toBe("007");
    expect(digitsKey("94")).toBe("49");
    expect(allDigitsEqual("777")).toBe(true);
    expect(allDigitsEqual("44")).toBe(true);
    expect(allDigitsEqual("447")).toBe(false);
    expect(allDigitsEqual("")).toBe(false);
  });

  it("counts the combinations a line covers: 1 for straight, k for rambolito", () => {
    expect(linePermutations("straight", "321")).toBe(1);
    expect(linePermutations("rambolito", "321")).toBe(6);
    expect(linePermutations("rambolito", "112")).toBe(3);
    expect(linePermutations("rambolito", "70")).toBe(2);
    expect(coveredCombinations("straight", "321")).toEqual(["321"]);
    expect(coveredCombinations("rambolito", "70")).toEqual(["07", "70"]);
  });

  it("lists every combination of a game in order", () => {
    const pick2 = allCombinations("pick2");
    expect(pick2).toHaveLength(100);
    expect([pick2[0], pick2[7], pick2[99]]).toEqual(["00", "07", "99"]);
    const pick3 = allCombinations("pick3");
    expect(pick3).toHaveLength(1000);
    expect([pick3[0], pick3[7], pick3[70], pick3[999]]).toEqual(["000", "007", "070", "999"]);
    expect(new Set(pick3).size).toBe(1000);
    expect(allCombinations("game-ending")).toEqual(pick2);
  });

  it("finds hits as rules-examples.md does (result 123; pick2 result 07)", () => {
    expect(lineHits({ form: "straight", combination: "123" }, "123")).toBe(true);
    expect(lineHits({ form: "rambolito", combination: "321" }, "123")).toBe(true);
    expect(lineHits({ form: "rambolito", combination: "112" }, "123")).toBe(false);
    expect(lineHits({ form: "straight", combination: "321" }, "123")).toBe(false);
    expect(lineHits({ form: "straight", combination: "07" }, "07")).toBe(true);
    expect(lineHits({ form: "rambolito", combination: "70" }, "07")).toBe(true);
    expect(lineHits({ form: "straight", combination: "70" }, "07")).toBe(false);
    expect(lineHits({ form: "straight", combination: "07" }, "007")).toBe(false);
  });

  it("property: permutations are distinct, sorted, of the same digits, and k ∈ {1,2,3,6} for 3 digits", () => {
    fc.assert(
      fc.property(digitString(3), (c) => {
        const perms = permutationsOf(c);
        expect(perms).toEqual([...new Set(perms)].sort());
        expect(perms).toContain(c);
        for (const p of perms) expect(digitsKey(p)).toBe(digitsKey(c));
        const distinct = new Set(c).size;
        expect(perms.length).toBe(distinct === 3 ? 6 : distinct === 2 ? 3 : 1);
        expect(allDigitsEqual(c)).toBe(distinct === 1);
      }),
    );
  });

  it("property: a rambolito line hits exactly the results among its permutations", () => {
    fc.assert(
      fc.property(digitString(3), digitString(3), (c, result) => {
        expect(lineHits({ form: "rambolito", combination: c }, result)).toBe(permutationsOf(c).includes(result));
        expect(lineHits({ form: "straight", combination: c }, result)).toBe(c === result);
      }),
    );
  });
});
