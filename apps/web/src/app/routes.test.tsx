import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setToken } from "../lib/session.ts";
import { LOADER_MENU_LABELS, userDetail } from "../testing/accounts.ts";
import { setupFetchMock } from "../testing/fetch.ts";
import { fakeToken, jsonResponse, renderRoutes, TOKENS } from "../testing/render.tsx";
import { routes } from "./routes.tsx";

const fetchMock = setupFetchMock(async (input) => {
  const url = String(input);
  if (url === "/api/user") return jsonResponse(200, userDetail());
  if (url.endsWith("/announcement")) return jsonResponse(200, { value: "Fight night at 8 PM" });
  return jsonResponse(404, { error: "Not found" });
});

describe("public routes", () => {
  it.each(["/", "/nowhere", "/admin/unknown-screen"])("%s goes to /auth/login", async (path) => {
    const { router } = renderRoutes(routes, path);
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/auth/login");
  });

  it.each([
    [TOKENS.admin(), "/admin/dashboard"],
    [TOKENS.player(), "/player/home"],
    [TOKENS.agent("loader"), "/agent/dashboard"],
    [TOKENS.operator(), "/operator/arena"],
  ])("a signed-in user opening /auth/login is sent home (%#)", async (token, home) => {
    setToken(token);
    const { router } = renderRoutes(routes, "/auth/login");
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(screen.queryByLabelText("Password")).toBeNull();
  });

  it("shows the login form to a signed-in user sent there by a guard or an unknown path", async () => {
    setToken(TOKENS.player());
    for (const path of ["/admin/dashboard", "/player/no-such-screen", "/"]) {
      const { router, unmount } = renderRoutes(routes, path);
      expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
      expect(router.state.location.pathname).toBe("/auth/login");
      unmount();
    }
  });

  it("/auth/register puts the ref query into the referral code field", async () => {
    renderRoutes(routes, "/auth/register?ref=GOLD77");
    const field = (await screen.findByLabelText("Referral code")) as HTMLInputElement;
    expect(field.value).toBe("GOLD77");
  });
});

describe("guards", () => {
  it.each([
    ["/admin/dashboard", null],
    ["/admin/dashboard", TOKENS.player()],
    ["/player/home", TOKENS.admin()],
    ["/agent/dashboard", TOKENS.player()],
    ["/operator/arena", fakeToken({ type: "staff2", role: "staff2", username: "cashier", name: "Cashier" })],
    ["/staff/dashboard", TOKENS.agent("gold-agent")],
  ])("%s refuses this token and goes to /auth/login", async (path, token) => {
    if (token) setToken(token);
    const { router } = renderRoutes(routes, path);
    await screen.findByRole("heading", { name: "Sign in" });
    expect(router.state.location.pathname).toBe("/auth/login");
  });

  it("lets an admin into the admin shell", async () => {
    setToken(TOKENS.admin());
    renderRoutes(routes, "/admin/dashboard");
    expect(await screen.findByText("Admin / Management", { selector: "span" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Refresh players' site" })).toBeTruthy();
    expect(await screen.findByText("REF123")).toBeTruthy();
  });

  it("lets staff2 into the staff shell and staff into the operator shell", async () => {
    setToken(fakeToken({ type: "staff2", role: "staff2", username: "cashier", name: "Cashier" }));
    const staff = renderRoutes(routes, "/staff/wallet-log");
    expect(await screen.findByRole("heading", { name: "Wallet Logs" })).toBeTruthy();
    staff.unmount();

    setToken(TOKENS.operator());
    renderRoutes(routes, "/operator/applepulaputi/event-list");
    expect(await screen.findByRole("heading", { name: "Event List" })).toBeTruthy();
    expect(screen.getByText("Apple na pula/puti", { selector: "p" })).toBeTruthy();
  });
});

describe("agent shell", () => {
  it("titles the downlines group and screen 'Active {type}' and shows username and type label", async () => {
    setToken(TOKENS.agent("incorporator"));
    renderRoutes(routes, "/agent/downlines");
    expect(await screen.findByRole("heading", { name: "Active INCORPORATOR" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Active INCORPORATOR" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("HEAD-INCORPORATOR", { selector: ".user-menu-toggle span" })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("points-balance").textContent).toBe("1,583.30"));
  });

  it("shows the loader menu variant", async () => {
    setToken(TOKENS.agent("loader"));
    renderRoutes(routes, "/agent/dashboard");
    await screen.findByRole("heading", { name: "Dashboard" });
    const menu = screen.getByRole("navigation", { name: "Agent menu" });
    const entries = [...menu.querySelectorAll(".sidebar-item")].map((item) => item.textContent);
    expect(entries).toEqual(LOADER_MENU_LABELS);
  });

  it("gives the loader one label (GOLD-AGENT) and no commission: no total, no table, no Convert", async () => {
    setToken(TOKENS.agent("loader"));
    const dashboard = renderRoutes(routes, "/agent/dashboard");
    await screen.findByText("REF123");
    expect(screen.getByText("GOLD-AGENT", { selector: ".user-menu-toggle span" })).toBeTruthy();
    expect(screen.queryByText("LOADER")).toBeNull();
    expect(screen.queryByText("Commissions")).toBeNull();
    expect(screen.queryByText("Total commission")).toBeNull();
    dashboard.unmount();

    const summary = renderRoutes(routes, "/agent/summary");
    await screen.findByRole("heading", { name: "Summary Reports" });
    expect(screen.queryByRole("link", { name: "Convert commission" })).toBeNull();
    expect(screen.queryByText("Commission per game")).toBeNull();
    summary.unmount();

    renderRoutes(routes, "/agent/commission");
    await screen.findByRole("heading", { name: "Self Convert Commission" });
    expect(screen.getByText("Your account earns no commission.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it("ignores a failed user detail load", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, { error: "Database unavailable" }));
    setToken(TOKENS.agent("master-agent"));
    renderRoutes(routes, "/agent/wallet-station");
    expect(await screen.findByRole("heading", { name: "Wallet Station" })).toBeTruthy();
    expect(screen.queryByText(/Database unavailable/)).toBeNull();
    expect(screen.getByTestId("points-balance").textContent).toBe("0.00");
  });

  it("opens only one dropdown group at a time", async () => {
    setToken(TOKENS.agent("sub-operator"));
    renderRoutes(routes, "/agent/dashboard");
    const home = await screen.findByRole("button", { name: "Home" });
    const commission = screen.getByRole("button", { name: "Commission" });
    expect(home.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(commission);
    expect(commission.getAttribute("aria-expanded")).toBe("true");
    expect(home.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("player shell", () => {
  it("greets the player, shows the points and the announcement marquee", async () => {
    setToken(TOKENS.player());
    renderRoutes(routes, "/player/home");
    expect(await screen.findByRole("heading", { name: "Sabong Lounge" })).toBeTruthy();
    expect(screen.getByText("Welcome player!")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("announcement-marquee").textContent).toBe("Fight night at 8 PM"));
    await waitFor(() => expect(screen.getByTestId("points-balance").textContent).toBe("1,583.30"));
  });

  it("logs out from the side menu: storage cleared and back to /auth/login", async () => {
    setToken(TOKENS.player());
    const { router } = renderRoutes(routes, "/player/account");
    fireEvent.click(await screen.findByRole("button", { name: "Log Out" }));
    await screen.findByRole("heading", { name: "Sign in" });
    expect(router.state.location.pathname).toBe("/auth/login");
    expect(window.localStorage.length).toBe(0);
  });
});
