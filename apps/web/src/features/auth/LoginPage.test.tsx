import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api } from "../../lib/api-client.ts";
import { getSession, setToken } from "../../lib/session.ts";
import { fill, setupFetchMock } from "../../testing/fetch.ts";
import { fakeToken, jsonResponse, renderRoutes, TOKENS } from "../../testing/render.tsx";
import { LoginPage } from "./LoginPage.tsx";
import { RegisterPage } from "./RegisterPage.tsx";

const fetchMock = setupFetchMock();

const routes = [
  { path: "/auth/login", element: <LoginPage /> },
  { path: "/auth/register", element: <RegisterPage /> },
  { path: "*", element: <p>Landed</p> },
];

describe("login", () => {
  it("stores the token and lands on the home of the account type", async () => {
    const token = fakeToken({ type: "user", role: "gold-agent", username: "gold", name: "Gold" });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { accessToken: token }));
    const { router } = renderRoutes(routes, "/auth/login");
    fill("Username", "gold");
    fill("Password", "demo1234");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));

    await screen.findByText("Landed");
    expect(router.state.location.pathname).toBe("/agent/dashboard");
    expect(window.localStorage.getItem("accessToken")).toBe(token);
    expect(getSession().identity.role).toBe("gold-agent");
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/login");
    expect(init?.body).toBe(JSON.stringify({ username: "gold", password: "demo1234" }));
  });

  it("shows the server's refusal inline", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(423, { error: "Too many failed attempts. Try again in 15 minutes." }));
    renderRoutes(routes, "/auth/login");
    fill("Username", "player");
    fill("Password", "wrong-password");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Too many failed attempts. Try again in 15 minutes.");
  });

  it("says why, when the server ended the session (a time-out taken in another tab)", async () => {
    const why = "You are on a time-out until 8 Mar 2025 09:00: please sign in again";
    setToken(TOKENS.player());
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: why }));
    const { router } = renderRoutes(routes, "/player/home");
    await expect(api.get("user")).rejects.toThrow(why);
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect((await screen.findByRole("status")).textContent).toBe(why);

    // The next sign-in clears it.
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { accessToken: TOKENS.player() }));
    fill("Username", "player");
    fill("Password", "demo1234");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByText("Landed");
    expect(getSession().signOutReason).toBe("");
  });

  it("validates before calling", async () => {
    renderRoutes(routes, "/auth/login");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Username is required")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the focus on the first field to fix, and checks again as the visitor types", async () => {
    renderRoutes(routes, "/auth/login");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Username is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Username"));
    expect(screen.getByLabelText("Username").getAttribute("aria-invalid")).toBe("true");

    fill("Username", "player");
    await waitFor(() => expect(screen.queryByText("Username is required")).toBeNull());
    expect(screen.getByLabelText("Username").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the username as the contract reads it: trimmed, lower case", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { accessToken: TOKENS.player() }));
    renderRoutes(routes, "/auth/login");
    fill("Username", "  Player ");
    fill("Password", "demo1234");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByText("Landed");
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(JSON.stringify({ username: "player", password: "demo1234" }));
  });
});

describe("register", () => {
  /** The register page from a referral link, every field filled; the second password as given. */
  const fillRegistration = (typedAgain: string) => {
    renderRoutes(routes, "/auth/register?ref=GOLD77");
    fill("Username", "newplayer");
    fill("Name", "New Player");
    fill("Date of birth", "1990-05-17");
    fill("Mobile number", "0917 123 4567");
    fill("Password", "secret-pass");
    fill("Type the password again", typedAgain);
  };

  it("posts {username, name, birth date, canonical mobile, password, refCode} and shows the server's message with a way back to login", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { message: "Registered. Your account awaits approval." }));
    fillRegistration("secret-pass");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText("Registered. Your account awaits approval.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to login" }).getAttribute("href")).toBe("/auth/login");
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/user");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      username: "newplayer",
      name: "New Player",
      birthDate: "1990-05-17",
      mobile: "+639171234567",
      password: "secret-pass",
      refCode: "GOLD77",
    });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Create account" })).toBeNull());
  });

  it("does not send when the two passwords differ, and says so in plain words", async () => {
    fillRegistration("secret-pazz");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("The two passwords are not the same: type them again")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
