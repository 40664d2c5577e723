import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isCombinationOf } from "./combinations.ts";
import { combinationFromScores } from "./game-ending.ts";

describe("game-ending: last digit of the home score, then of the away score", () => {
  it("reads rules-examples.md's final, 89–74, as 94", () => {
    expect(combinationFromScores({ home: 89, away: 74 })).toBe("94");
  });

  it("keeps zeros: 100–90 is 00, 7–110 is 70", () => {
    expect(combinationFromScores({ home: 100, away: 90 })).toBe("00");
    expect(combinationFromScores({ home: 7, away: 110 })).toBe("70");
    expect(combinationFromScores({ home: 0, away: 0 })).toBe("00");
  });

  it("refuses scores that are not whole numbers from 0", () => {
    expect(() => combinationFromScores({ home: -1, away: 3 })).toThrow(RangeError);
    expect(() => combinationFromScores({ home: 1.5, away: 3 })).toThrow(RangeError);
  });

  it("property: always a game-ending combination", () => {
    fc.assert(
      fc.property(fc.nat(999), fc.nat(999), (home, away) => {
        const c = combinationFromScores({ home, away });
        expect(isCombinationOf("game-ending", c)).toBe(true);
        expect(c).toBe(`${String(home).at(-1)}${String(away).at(-1)}`);
      }),
    );
  });
});
