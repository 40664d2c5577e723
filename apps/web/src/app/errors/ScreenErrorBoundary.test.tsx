import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logout, setToken } from "../../lib/session.ts";
import { fakeToken } from "../../testing/render.tsx";
import { ScreenErrorBoundary } from "./ScreenErrorBoundary.tsx";

function Broken({ error }: { error: Error }): never {
  throw error;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("ScreenErrorBoundary", () => {
  it("shows the screen when nothing fails", () => {
    render(
      <ScreenErrorBoundary>
        <p>Lounge</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText("Lounge")).toBeTruthy();
  });

  it("says a screen failed instead of a blank page, with Reload and the way home", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ScreenErrorBoundary>
        <Broken error={new TypeError("x is undefined")} />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole("alert").textContent).toContain("Something went wrong on this screen.");
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to my home page" }).getAttribute("href")).toBe("/auth/login");
  });

  it("sends a signed-in player back to the player's home, not the login form", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    setToken(fakeToken({ type: "player", role: "player", username: "player" }));
    try {
      render(
        <ScreenErrorBoundary>
          <Broken error={new TypeError("x is undefined")} />
        </ScreenErrorBoundary>,
      );
      expect(screen.getByRole("link", { name: "Go to my home page" }).getAttribute("href")).toBe("/player/home");
    } finally {
      logout();
    }
  });

  it("tries again when the address changes", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const view = render(
      <ScreenErrorBoundary resetKey="/player/home">
        <Broken error={new TypeError("x is undefined")} />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toBeTruthy();
    view.rerender(
      <ScreenErrorBoundary resetKey="/player/account">
        <p>Account</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("Account")).toBeTruthy();
  });

  it("tells a user on an old release that the screen's code is gone", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ScreenErrorBoundary>
        <Broken error={new TypeError("Failed to fetch dynamically imported module: /assets/LoungePage-1.js")} />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole("alert").textContent).toContain("Sabong Live was updated or the connection dropped");
  });
});
