import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

type AnyListener = (event: string, ...args: unknown[]) => void;

const { io, sockets } = vi.hoisted(() => {
  const sockets: { anyListener: AnyListener | null }[] = [];
  const io = vi.fn(() => {
    const socket = {
      anyListener: null as AnyListener | null,
      on: () => socket,
      onAny(listener: AnyListener) {
        socket.anyListener = listener;
        return socket;
      },
      offAny: () => socket,
      emit: vi.fn(),
      disconnect: vi.fn(),
    };
    sockets.push(socket);
    return socket;
  });
  return { io, sockets };
});

vi.mock("socket.io-client", () => ({ io }));

const { routes } = await import("../routes.tsx");
const { connectRealtime, disconnectRealtime } = await import("../../lib/realtime.ts");
const { setToken } = await import("../../lib/session.ts");
const { setupFetchMock } = await import("../../testing/fetch.ts");
const { jsonResponse, renderRoutes, TOKENS } = await import("../../testing/render.tsx");

const fetchMock = setupFetchMock(async () => jsonResponse(200, { value: "" }));

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
}

afterEach(() => {
  disconnectRealtime();
  setWidth(1024);
});

describe("sidebar", () => {
  it("under 992px the toggle opens it and a click outside closes it", async () => {
    setWidth(800);
    setToken(TOKENS.admin());
    const { container } = renderRoutes(routes, "/admin/whitelist");
    await screen.findByRole("heading", { name: "Whitelist" });
    // Read the shell each time, as below: a lazy screen can still swap in after the heading shows.
    const open = () => container.querySelector(".shell")?.classList.contains("is-open");

    fireEvent.click(screen.getByRole("button", { name: "Toggle sidebar" }));
    await waitFor(() => expect(open()).toBe(true));

    fireEvent.mouseDown(screen.getByRole("navigation", { name: "Admin menu" }));
    expect(open()).toBe(true);

    fireEvent.mouseDown(screen.getByRole("heading", { name: "Whitelist" }));
    await waitFor(() => expect(open()).toBe(false));
  });

  it("from 992px the toggle collapses and expands it", async () => {
    setWidth(1200);
    setToken(TOKENS.operator());
    const { container } = renderRoutes(routes, "/operator/arena");
    await screen.findByRole("heading", { name: "Event List" });
    // Read the shell each time: under load a lazy screen can still swap in after the heading shows, and a stale
    // element would then be checked instead of the one on screen.
    const collapsed = () => container.querySelector(".shell")?.classList.contains("is-collapsed");
    const toggle = () => screen.getByRole("button", { name: "Toggle sidebar" });

    fireEvent.click(toggle());
    await waitFor(() => expect(collapsed()).toBe(true));
    fireEvent.mouseDown(document.body);
    expect(collapsed()).toBe(true);
    fireEvent.click(toggle());
    await waitFor(() => expect(collapsed()).toBe(false));
  });
});

describe("operator shell", () => {
  it("refreshes the players' site after confirmation", async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal("confirm", confirm);
    fetchMock.mockImplementation(async () => jsonResponse(200, { message: "Players' sites are refreshing" }));
    setToken(TOKENS.operator());
    renderRoutes(routes, "/operator/arena");
    fireEvent.click(await screen.findByRole("button", { name: "Refresh players' site" }));
    expect(confirm).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => url === "/api/bet-ops/refresh" && init?.method === "POST"),
      ).toBe(true),
    );
  });

  it("does nothing when the confirmation is declined", async () => {
    vi.stubGlobal("confirm", () => false);
    setToken(TOKENS.operator());
    renderRoutes(routes, "/operator/arena");
    fireEvent.click(await screen.findByRole("button", { name: "Refresh players' site" }));
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/bet-ops/refresh")).toBe(false);
  });

  it("opens the announcement modal from 'Set announcement'", async () => {
    setToken(TOKENS.operator());
    renderRoutes(routes, "/operator/master-revert");
    fireEvent.click(await screen.findByRole("button", { name: "Set announcement" }));
    expect(await screen.findByRole("dialog", { name: "Set announcement" })).toBeTruthy();
  });
});

describe("player shell realtime", () => {
  it("alerts and reloads on the server's 'refresh' push, and follows 'announcement' pushes", async () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const reload = vi.fn();
    const location = window.location;
    vi.stubGlobal("location", { ...location, pathname: location.pathname, reload });

    const token = TOKENS.player();
    setToken(token);
    connectRealtime(token);
    renderRoutes(routes, "/player/home");
    await screen.findByRole("heading", { name: "Sabong Lounge" });

    sockets.at(-1)?.anyListener?.("announcement", { value: "Doors open at 7" });
    await waitFor(() => expect(screen.getByTestId("announcement-marquee").textContent).toBe("Doors open at 7"));

    sockets.at(-1)?.anyListener?.("refresh");
    expect(alert).toHaveBeenCalledWith("Please standby. Site will refresh");
    expect(reload).toHaveBeenCalledOnce();
  });
});
