import { describe, expect, it } from "vitest";
import { sampleDraw } from "../../../testing/draw-fixtures.ts";
import { coversText } from "../player/ticket.ts";
import { resultWithScores, stepDialog } from "./DrawActionDialog.tsx";

describe("the result's confirmation names the scores that make it", () => {
  const draw = sampleDraw({
    game: "game-ending",
    label: "PBA · Ginebra vs Magnolia · Final",
    matchup: { league: "PBA", home: "Ginebra", away: "Magnolia", period: "FINAL" },
  });

  it("entering a game-ending result: the combination with both final scores", () => {
    const dialog = stepDialog(
      { kind: "result", body: { scores: { home: 103, away: 97 } }, combination: "37" },
      draw,
      0,
    );
    expect(dialog.title).toBe("Enter result 37 (Ginebra 103 – Magnolia 97) for PBA · Ginebra vs Magnolia · Final?");
  });

  it("confirming and rejecting the entered one show its scores too", () => {
    const entered = { ...draw, result: "37", scores: { home: 103, away: 97 } };
    expect(stepDialog({ kind: "command", command: "confirm" }, entered, 0).title).toContain(
      "37 (Ginebra 103 – Magnolia 97)",
    );
    expect(stepDialog({ kind: "command", command: "reject" }, entered, 0).title).toContain(
      "37 (Ginebra 103 – Magnolia 97)",
    );
  });

  it("a digit game's result stays the digits alone", () => {
    expect(resultWithScores("123", null, sampleDraw())).toBe("123");
  });
});

describe("counts read as people write them", () => {
  it("one combination, six combinations", () => {
    expect(coversText("straight", "123")).toBe("covers 1 combination");
    expect(coversText("rambolito", "123")).toBe("covers 6 combinations");
  });
});
