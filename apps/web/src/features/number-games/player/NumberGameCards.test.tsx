import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { setToken } from "../../../lib/session.ts";
import { samplePick3Draw } from "../../../testing/draw-fixtures.ts";
import { setupFetchMock } from "../../../testing/fetch.ts";
import { jsonResponse, renderAt, TOKENS } from "../../../testing/render.tsx";
import { NumberGameCards } from "./NumberGameCards.tsx";

setupFetchMock(async (input) => {
  const url = String(input);
  const now = Date.now();
  if (url === "/api/player-pick3/draws") {
    const draw = samplePick3Draw({
      serverNow: new Date(now).toISOString(),
      cutoffAt: new Date(now + 90_000).toISOString(),
    });
    return jsonResponse(200, { enabled: true, open: [draw], recent: [] });
  }
  if (url.endsWith("/draws")) return jsonResponse(200, { enabled: true, open: [], recent: [] });
  return jsonResponse(404, { error: "Not found" });
});

beforeEach(() => setToken(TOKENS.player()));

describe("the lounge's number games", () => {
  it("shows the four games, each with its next open draw and the countdown to its cut-off", async () => {
    renderAt(<NumberGameCards />);
    expect(screen.getByRole("heading", { name: "Number games" })).toBeTruthy();
    const links = screen.getAllByTestId("number-game-card");
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "/player/pick2",
      "/player/pick3",
      "/player/suertres",
      "/player/game-ending",
    ]);
    await waitFor(() => expect(links[1]?.textContent).toMatch(/Pick 3 · 2:00 PMCloses in 01:(29|30)/));
    await waitFor(() => expect(links[0]?.textContent).toContain("No open draw"));
  });
});
