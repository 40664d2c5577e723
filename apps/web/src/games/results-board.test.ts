import type { FightResult } from "@sabong/shared/betting";
import { describe, expect, it } from "vitest";
import { type BoardResult, beadRoad, columnsThatFit, resultCounts, streakRoad } from "./results-board.ts";

const board = (...results: FightResult[]): BoardResult[] =>
  results.map((result, i) => ({ fightId: 100 + i, number: i + 1, result }));

const at = (layout: ReturnType<typeof streakRoad>) =>
  layout.cells.map((c) => `${c.number}@${c.col},${c.row}${c.draws ? `+${c.draws}D` : ""}`);

describe("bead road", () => {
  it("fills each column top to bottom, in fight order", () => {
    const layout = beadRoad(board("MERON", "WALA", "DRAW", "MERON", "CANCELLED", "WALA", "MERON", "MERON"), 6);
    expect(layout.cols).toBe(2);
    expect(layout.cells.map((c) => [c.col, c.row, c.result])).toEqual([
      [0, 0, "MERON"],
      [0, 1, "WALA"],
      [0, 2, "DRAW"],
      [0, 3, "MERON"],
      [0, 4, "CANCELLED"],
      [0, 5, "WALA"],
      [1, 0, "MERON"],
      [1, 1, "MERON"],
    ]);
  });

  it("pads to a minimum width and handles an empty board", () => {
    expect(beadRoad([], 6, 12)).toEqual({ cols: 12, rows: 6, cells: [] });
    expect(beadRoad(board("PULA"), 6, 12).cols).toBe(12);
  });
});

describe("streak road", () => {
  it("runs a side's wins down a column and starts a new column when the other side wins", () => {
    const layout = streakRoad(board("MERON", "MERON", "WALA", "MERON", "MERON", "MERON"));
    expect(at(layout)).toEqual(["1@0,0", "2@0,1", "3@1,0", "4@2,0", "5@2,1", "6@2,2"]);
    expect(layout.cols).toBe(3);
  });

  it("counts draws on the chip before them and leaves cancelled fights out", () => {
    const layout = streakRoad(board("DRAW", "WALA", "DRAW", "DRAW", "CANCELLED", "WALA", "PULA"));
    // PULA is not a sabong side, but the layout only cares that it differs from WALA.
    expect(at(layout)).toEqual(["2@0,0+3D", "6@0,1", "7@1,0"]);
  });

  it("turns a long streak right along the bottom row (dragon tail)", () => {
    const layout = streakRoad(board("WALA", "WALA", "WALA", "WALA", "MERON"), 3);
    expect(at(layout)).toEqual(["1@0,0", "2@0,1", "3@0,2", "4@1,2", "5@1,0"]);
  });

  it("turns right early when the column below is taken by an earlier tail", () => {
    // rows = 3: M M M M (tail at 1,2) | W W (2nd W would go to 1,1; 1,2 is taken later so it still fits) ...
    const layout = streakRoad(board("MERON", "MERON", "MERON", "MERON", "WALA", "WALA", "WALA"), 3);
    expect(at(layout)).toEqual(["1@0,0", "2@0,1", "3@0,2", "4@1,2", "5@1,0", "6@1,1", "7@2,1"]);
  });

  it("is empty without main-side results", () => {
    expect(streakRoad(board("DRAW", "CANCELLED"), 6, 4)).toEqual({ cols: 4, rows: 6, cells: [] });
  });
});

describe("counts", () => {
  it("counts each outcome", () => {
    expect(resultCounts(board("MERON", "WALA", "MERON", "DRAW"))).toEqual({ MERON: 2, WALA: 1, DRAW: 1 });
  });
});

describe("frame", () => {
  it("fits as many 24 px chips (3 px apart, 4 px padding) as the width allows", () => {
    expect(columnsThatFit(302, 24)).toBe(11); // 11 × 24 + 10 × 3 + 2 × 4 = 302
    expect(columnsThatFit(301, 24)).toBe(10);
    expect(columnsThatFit(0, 24)).toBe(0);
  });
});
