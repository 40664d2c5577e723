import { drawResultOf } from "@sabong/shared/number-games";
import { describe, expect, it } from "vitest";
import { sampleDraw } from "../../../testing/draw-fixtures.ts";
import {
  drawConsolePath,
  drawControls,
  drawListPath,
  numberGameMenuLinks,
  resultStep,
  seedResultOf,
} from "./draw-controls.ts";

describe("paths and menu", () => {
  it("puts each game's draws under /operator/{game}/draws", () => {
    expect(drawListPath("game-ending")).toBe("/operator/game-ending/draws");
    expect(drawConsolePath("pick3", 12)).toBe("/operator/pick3/draws/12");
    expect(numberGameMenuLinks().map((l) => l.label)).toEqual(["Pick 2", "Pick 3", "Suertres", "Game Ending"]);
  });
});

describe("resultStep", () => {
  it("asks for the result once an entered-result draw is closed", () => {
    expect(resultStep(sampleDraw({ game: "suertres", state: "OPEN" }), "operator")).toBe("none");
    expect(resultStep(sampleDraw({ game: "suertres", state: "CLOSED" }), "operator")).toBe("enter");
  });

  it("lets another account confirm, and tells the one who entered it to wait", () => {
    const entered = sampleDraw({
      game: "suertres",
      state: "RESULT_ENTERED",
      result: "123",
      resultEnteredBy: "operator",
    });
    expect(resultStep(entered, "operator")).toBe("waiting");
    expect(resultStep(entered, "operator2")).toBe("confirm");
  });

  it("never asks for a platform draw's result: a reverted one (seed revealed) settles again from its seed", () => {
    expect(resultStep(sampleDraw({ game: "pick3", state: "CLOSED", seed: null }), "operator")).toBe("none");
    expect(resultStep(sampleDraw({ game: "pick3", state: "CLOSED", seed: "ab".repeat(32) }), "operator")).toBe(
      "settle",
    );
    expect(resultStep(sampleDraw({ game: "pick2", state: "CLOSED", seed: "ab".repeat(32) }), "operator")).toBe(
      "settle",
    );
    expect(resultStep(sampleDraw({ game: "pick2", state: "SETTLED", result: "07" }), "operator")).toBe("none");
    expect(resultStep(sampleDraw({ game: "pick3", state: "OPEN", seed: null }), "operator")).toBe("none");
  });
});

describe("seedResultOf", () => {
  it("gives the result the revealed seed gives (the shared derivation), else null", () => {
    const seed = "ab".repeat(32);
    expect(seedResultOf(sampleDraw({ game: "pick3", id: 7, seed }))).toBe(
      drawResultOf({ game: "pick3", drawId: 7, seed }),
    );
    expect(seedResultOf(sampleDraw({ game: "pick3", seed: null }))).toBeNull();
    expect(seedResultOf(sampleDraw({ game: "pick3", seed: "not a seed" }))).toBeNull();
    expect(seedResultOf(sampleDraw({ game: "suertres", seed }))).toBeNull();
  });
});

describe("drawControls", () => {
  it("offers close early only while open (a scheduled draw is cancelled), caps until closed, cancel before settlement, revert after", () => {
    expect(drawControls({ state: "OPEN" })).toEqual({
      closeEarly: true,
      editCaps: true,
      cancel: true,
      revert: false,
      reopen: false,
    });
    expect(drawControls({ state: "SCHEDULED" })).toEqual({
      closeEarly: false,
      editCaps: true,
      cancel: true,
      revert: false,
      reopen: false,
    });
    expect(drawControls({ state: "RESULT_ENTERED" })).toEqual({
      closeEarly: false,
      editCaps: false,
      cancel: true,
      revert: false,
      reopen: false,
    });
    expect(drawControls({ state: "SETTLED" })).toEqual({
      closeEarly: false,
      editCaps: false,
      cancel: false,
      revert: true,
      reopen: false,
    });
    expect(drawControls({ state: "CLOSED" })).toEqual({
      closeEarly: false,
      editCaps: false,
      cancel: true,
      revert: false,
      reopen: false,
    });
    expect(drawControls({ state: "CLOSED", reopenUntil: "2026-03-01T05:45:00.000Z" }).reopen).toBe(true);
    expect(drawControls({ state: "CANCELLED" })).toEqual({
      closeEarly: false,
      editCaps: false,
      cancel: false,
      revert: false,
      reopen: false,
    });
  });
});
