import { describe, expect, it } from "vitest";
import { resultsFilters } from "./ResultsHistoryPage.tsx";

describe("results history address", () => {
  it("reads the game and day, defaulting to sabong and today", () => {
    expect(resultsFilters(new URLSearchParams("game=pick3&day=2026-11-20"), "2026-11-27")).toEqual({
      game: "pick3",
      day: "2026-11-20",
    });
    expect(resultsFilters(new URLSearchParams(""), "2026-11-27")).toEqual({ game: "sabong", day: "2026-11-27" });
    expect(resultsFilters(new URLSearchParams("game=poker&day=2026-02-30"), "2026-11-27")).toEqual({
      game: "sabong",
      day: "2026-11-27",
    });
    expect(resultsFilters(new URLSearchParams("day=1999-12-31"), "2026-11-27").day).toBe("2026-11-27");
  });
});
