import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

// No realtime connection in these tests: the shell's pushes are not what they check.
vi.mock("socket.io-client", () => ({ io: vi.fn() }));

const { routes } = await import("../routes.tsx");
const { setToken } = await import("../../lib/session.ts");
const { userDetail } = await import("../../testing/accounts.ts");
const { fetchedUrls, setupFetchMock } = await import("../../testing/fetch.ts");
const { sessionView } = await import("../../testing/protection.ts");
const { jsonResponse, renderRoutes, TOKENS } = await import("../../testing/render.tsx");

const TIME_OUT = { kind: "time-out", endsAt: "2099-03-08T01:00:00.000Z" } as const;
let restriction: typeof TIME_OUT | null | undefined;

const fetchMock = setupFetchMock(async (input) => {
  const url = String(input);
  if (url === "/api/user") {
    const detail = userDetail({ username: "player", type: "player" });
    return jsonResponse(200, restriction === undefined ? detail : { ...detail, restriction });
  }
  if (url === "/api/protection/session") return jsonResponse(200, sessionView({ due: false }));
  return jsonResponse(404, { error: `unmocked ${url}` });
});

beforeEach(() => {
  setToken(TOKENS.player());
  restriction = undefined;
});

const menuItems = () =>
  within(screen.getByRole("navigation", { name: "Player menu" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("the restricted view", () => {
  it("on a time-out: a notice with the end, only Bets, Account and Log Out, and the lounge says betting is paused", async () => {
    restriction = TIME_OUT;
    renderRoutes(routes, "/player/home");
    expect(await screen.findByRole("heading", { name: "Betting is paused" })).toBeTruthy();
    expect(screen.getAllByText("You are on a time-out until 8 Mar 2099 09:00.").length).toBeGreaterThan(0);
    expect(menuItems()).toEqual(["Bets", "Account", "Log Out"]);
    expect(screen.queryByRole("heading", { name: "Sabong Lounge" })).toBeNull();
    expect(screen.queryByTestId("announcement-marquee")).toBeNull();
    // No reality check to answer: a restricted player has no play session.
    expect(fetchedUrls(fetchMock)).not.toContain("/api/protection/session");
  });

  it("keeps the game and event screens paused too, but lets the player see their bets", async () => {
    restriction = TIME_OUT;
    const { router } = renderRoutes(routes, "/player/home/12");
    expect(await screen.findByRole("heading", { name: "Betting is paused" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /MERON|WALA|Place bet/i })).toBeNull();

    await router.navigate("/player/pick2");
    expect(await screen.findByRole("heading", { name: "Betting is paused" })).toBeTruthy();

    await router.navigate("/player/bets-history");
    await screen.findByRole("heading", { name: "Bets" });
    expect(screen.queryByRole("heading", { name: "Betting is paused" })).toBeNull();
  });

  it("without a restriction (the field absent), the full menu and the reality check's poll", async () => {
    renderRoutes(routes, "/player/home");
    await screen.findByRole("heading", { name: "Sabong Lounge" });
    expect(menuItems()).toEqual([
      "Sabong Lounge",
      "Apple to Apple",
      "Bets",
      "Account",
      "Change Password",
      "Log Out",
      "Number games",
      "Identity",
      "Cash in / Cash out",
    ]);
    await waitFor(() => expect(fetchedUrls(fetchMock)).toContain("/api/protection/session"));
    expect(screen.queryByRole("heading", { name: "Betting is paused" })).toBeNull();
  });

  it("treats a null or ended restriction as none", async () => {
    restriction = null;
    const { unmount } = renderRoutes(routes, "/player/home");
    await screen.findByRole("heading", { name: "Sabong Lounge" });
    await waitFor(() => expect(fetchedUrls(fetchMock)).toContain("/api/protection/session"));
    expect(menuItems()).toContain("Sabong Lounge");
    unmount();

    restriction = { ...TIME_OUT, endsAt: "2020-01-01T00:00:00.000Z" } as unknown as typeof TIME_OUT;
    renderRoutes(routes, "/player/home");
    await screen.findByRole("heading", { name: "Sabong Lounge" });
    expect(menuItems()).toContain("Sabong Lounge");
  });
});
