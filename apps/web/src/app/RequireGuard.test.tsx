import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { setToken } from "../lib/session.ts";
import { setupFetchMock } from "../testing/fetch.ts";
import { renderRoutes, TOKENS } from "../testing/render.tsx";
import { RedirectSignedIn, ToLogin } from "./RequireGuard.tsx";

setupFetchMock();

/** Stands for the lazy login screen: rendering it is what would start its download. */
const loginScreen = vi.fn(() => <p>Login form</p>);
function LoginScreen() {
  return loginScreen();
}

const routes = [
  {
    path: "/auth/login",
    element: (
      <RedirectSignedIn>
        <LoginScreen />
      </RedirectSignedIn>
    ),
  },
  { path: "/admin/dashboard", element: <ToLogin /> },
  { path: "/player/home", element: <p>Player home</p> },
];

describe("/auth/login's guard", () => {
  it("sends a signed-in user home without rendering (so without fetching) the login screen", async () => {
    loginScreen.mockClear();
    setToken(TOKENS.player());
    const { router } = renderRoutes(routes, "/auth/login");
    expect(await screen.findByText("Player home")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/player/home");
    expect(loginScreen).not.toHaveBeenCalled();
  });

  it("shows the login screen to a visitor not signed in", async () => {
    renderRoutes(routes, "/auth/login");
    expect(await screen.findByText("Login form")).toBeTruthy();
  });

  it("shows the login screen to a signed-in user the router sent there", async () => {
    setToken(TOKENS.player());
    const { router } = renderRoutes(routes, "/admin/dashboard");
    expect(await screen.findByText("Login form")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/auth/login");
  });
});
