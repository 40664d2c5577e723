import type { PlayerRestriction } from "@sabong/shared/protection";
import type { HierarchyUser } from "@sabong/shared/users";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setToken } from "../../lib/session.ts";
import { setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../testing/render.tsx";
import { PlayersPage } from "./PlayersPage.tsx";

const player = (
  id: number,
  username: string,
  restriction?: PlayerRestriction,
): HierarchyUser & { restriction?: PlayerRestriction } => ({
  id,
  username,
  name: username.toUpperCase(),
  type: "player",
  role: "player",
  roleLabel: "PLAYER",
  status: "active",
  uplineId: 3,
  uplineUsername: "gold",
  refCode: `REF${id}`,
  rates: { sabongBp: 0, pick2Bp: 0, pick3Bp: 0, gameEndingBp: 0, suertresBp: 0 },
  balances: { pointsCentavos: 10_000, commissionCentavos: 0 },
  downlineCounts: { agents: 0, players: 0 },
  createdAt: "2025-01-01T00:00:00.000Z",
  ...(restriction === undefined ? {} : { restriction }),
});

const PLAYERS = [
  { ...player(21, "ana"), kycStatus: "under-review" as const },
  player(22, "ben", { kind: "time-out", endsAt: "2099-03-08T01:00:00.000Z" }),
  player(23, "cora", { kind: "self-exclusion", endsAt: "2099-09-01T01:00:00.000Z" }),
  player(24, "dan", null),
];

setupFetchMock(async (input) => {
  const url = String(input);
  if (url.startsWith("/api/user/players")) {
    return jsonResponse(200, { items: PLAYERS, total: PLAYERS.length, page: 1, pageSize: 20 });
  }
  return jsonResponse(404, { error: `unmocked ${url}` });
});

const badgeOf = (username: string) =>
  within(screen.getByTestId(`player-row-${username}`)).queryByTestId("restriction-badge")?.textContent ?? null;

describe("the players list", () => {
  it("shows a player's time-out or self-exclusion on their row, and an agent's way to their limits", async () => {
    setToken(TOKENS.agent("gold-agent"));
    renderRoutes([{ path: "/agent/players", element: <PlayersPage title="Players" /> }], "/agent/players");
    await screen.findByTestId("player-row-ana");
    expect(badgeOf("ana")).toBeNull();
    expect(badgeOf("ben")).toBe("Time-out until 8 Mar 2099 09:00");
    expect(badgeOf("cora")).toBe("Self-excluded until 1 Sep 2099 09:00");
    expect(badgeOf("dan")).toBeNull();
    expect(within(screen.getByTestId("player-row-ana")).getByTestId("kyc-badge").textContent).toBe("Under review");
    expect(within(screen.getByTestId("player-row-ben")).queryByTestId("kyc-badge")).toBeNull();
    expect(screen.getByRole("link", { name: "Limits of ben" }).getAttribute("href")).toBe(
      "/agent/players/22/limits?username=ben",
    );
  });

  it("shows cashiers the badges too, without the agents' limits link", async () => {
    setToken(TOKENS.operator());
    renderRoutes([{ path: "/staff/players", element: <PlayersPage title="All Players" /> }], "/staff/players");
    await screen.findByTestId("player-row-ana");
    expect(badgeOf("ben")).toBe("Time-out until 8 Mar 2099 09:00");
    expect(screen.queryByRole("link", { name: /^Limits of/ })).toBeNull();
  });
});
