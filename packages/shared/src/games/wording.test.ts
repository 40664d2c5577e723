import { describe, expect, it } from "vitest";
import { RESULT_LABELS } from "../betting/sides.ts";
import { commissionBalanceOf } from "./registry.ts";
import {
  cancelRefundSentence,
  contestName,
  contestNoun,
  contestTitle,
  drawRefundSentence,
  entryTitle,
  mainSidesText,
  resultConsequence,
} from "./wording.ts";

describe("game wording", () => {
  it("names a contest's entries for the entries form", () => {
    expect(entryTitle("sabong")).toBe("Rooster");
    expect(entryTitle("apple")).toBe("Entry");
  });

  it.each([
    ["sabong", 1, "fight", "Fight"],
    ["sabong", 2, "fights", "Fights"],
    ["sabong", 0, "fights", "Fights"],
    ["apple", 1, "round", "Round"],
    ["apple", 5, "rounds", "Rounds"],
    ["pick3", 1, "draw", "Draw"],
    ["game-ending", 3, "draws", "Draws"],
  ] as const)("%s × %i is a %s (%s)", (game, count, noun, title) => {
    expect(contestNoun(game, count)).toBe(noun);
    expect(contestTitle(game, count)).toBe(title);
  });

  it("names one contest with its number", () => {
    expect(contestName("sabong", 12)).toBe("fight #12");
    expect(contestName("apple", 3)).toBe("round #3");
    expect(contestNoun("apple")).toBe("round");
    expect(contestTitle("sabong")).toBe("Fight");
  });

  it("says a DRAW refunds the game's own main sides (never MERON/WALA on Apple)", () => {
    expect(mainSidesText("sabong")).toBe("MERON/WALA");
    expect(drawRefundSentence("sabong")).toBe("DRAW bets are paid, MERON/WALA bets are refunded in full.");
    expect(drawRefundSentence("apple")).toBe("DRAW bets are paid, PULA/PUTI bets are refunded in full.");
    expect(drawRefundSentence("apple")).not.toContain("MERON");
  });

  it("mentions DRAW bets on a cancel only where the draw side is offered", () => {
    expect(cancelRefundSentence("sabong")).toBe("Every bet is refunded in full, DRAW bets included.");
    expect(cancelRefundSentence("apple", true)).toBe("Every bet is refunded in full, DRAW bets included.");
    expect(cancelRefundSentence("apple")).toBe("Every bet is refunded in full.");
  });

  it("gives the consequence of each result", () => {
    expect(resultConsequence("sabong", "MERON")).toBe("Winners are paid at once.");
    expect(resultConsequence("apple", "PUTI")).toBe("Winners are paid at once.");
    expect(resultConsequence("apple", "DRAW", true)).toBe(drawRefundSentence("apple"));
    expect(resultConsequence("apple", "CANCELLED")).toBe("Every bet is refunded in full.");
    expect(resultConsequence("sabong", "CANCELLED")).toBe(cancelRefundSentence("sabong"));
  });

  it("labels results and the commission balance a game credits", () => {
    expect(RESULT_LABELS.PULA).toBe("PULA WINS");
    expect(RESULT_LABELS.DRAW).toBe("DRAW");
    expect(commissionBalanceOf("sabong").label).toBe("Sabong & Apple");
    expect(commissionBalanceOf("apple").label).toBe("Sabong & Apple");
    expect(commissionBalanceOf("pick2").label).toBe("Pick 2");
    expect(commissionBalanceOf("game-ending").label).toBe("Game Ending");
  });
});
