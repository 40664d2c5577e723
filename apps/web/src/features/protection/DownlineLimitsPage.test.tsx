import type { ProtectionView } from "@sabong/shared/protection";
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { setToken } from "../../lib/session.ts";
import { fill, setupFetchMock } from "../../testing/fetch.ts";
import { BY_AGENT, BY_PLAYER, protectionView } from "../../testing/protection.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../testing/render.tsx";
import { DownlineLimitsPage } from "./DownlineLimitsPage.tsx";

let view: ProtectionView;
const puts: { url: string; body: Record<string, unknown> }[] = [];

setupFetchMock(async (input, init) => {
  const url = String(input);
  if (url === "/api/downline/22/protection") return jsonResponse(200, view);
  if (url.startsWith("/api/downline/22/protection/limits/") && init?.method === "PUT") {
    puts.push({ url, body: JSON.parse(String(init.body)) });
    return jsonResponse(200, {});
  }
  return jsonResponse(404, { error: `unmocked ${url}` });
});

beforeEach(() => {
  setToken(TOKENS.agent("gold-agent"));
  puts.length = 0;
  view = protectionView([
    { key: "loss:day", value: 100_000, setBy: BY_PLAYER, usedCentavos: 20_000 },
    { key: "load:month", value: 2_000_000, setBy: BY_AGENT, usedCentavos: 1_800_000 },
  ]);
});

const renderPage = () =>
  renderRoutes(
    [{ path: "/agent/players/:userId/limits", element: <DownlineLimitsPage /> }],
    "/agent/players/22/limits?username=ben",
  );

describe("an agent's view of a player's limits", () => {
  it("shows the player's limits as the agent reads them", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { name: "Limits of ben" })).toBeTruthy();
    expect((await screen.findByTestId("limit-loss:day")).textContent).toContain("Set by the player");
    const load = screen.getByTestId("limit-load:month").textContent;
    expect(load).toContain("Set by maria");
    expect(load).toContain("₱18,000.00 of ₱20,000.00 used");
    // Cancelling is the player's own: the agent's screen offers no Cancel.
    expect(screen.queryByRole("button", { name: /^Cancel the pending change/ })).toBeNull();
  });

  it("lowers a limit through the downline route, and cannot loosen the player's own", async () => {
    renderPage();
    await screen.findByLabelText("Load limit per 30 days");
    fill("Load limit per 30 days", "15,000");
    fill("Loss limit per 24 hours", "");
    fireEvent.click(screen.getByRole("button", { name: "Save limits" }));
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("listitem").textContent).toBe(
      "Loss limit per 24 hours: The player set this limit: only they can raise or remove it",
    );
    expect(puts).toEqual([]);

    fill("Loss limit per 24 hours", "1000");
    fireEvent.click(screen.getByRole("button", { name: "Save limits" }));
    await screen.findByTestId("limits-saved");
    expect(puts).toEqual([
      {
        url: "/api/downline/22/protection/limits/load%3Amonth",
        body: { value: 1_500_000, idempotencyKey: expect.any(String) },
      },
    ]);
  });
});
