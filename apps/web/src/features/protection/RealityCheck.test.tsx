import type { SessionView } from "@sabong/shared/protection";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getSession, setToken } from "../../lib/session.ts";
import { setupFetchMock } from "../../testing/fetch.ts";
import { sessionView } from "../../testing/protection.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../testing/render.tsx";
import { REALITY_CHECK_POLL_MS, RealityCheck } from "./RealityCheck.tsx";

let session: SessionView;
const answers: unknown[] = [];

setupFetchMock(async (input, init) => {
  const url = String(input);
  if (url === "/api/protection/session") return jsonResponse(200, session);
  if (url === "/api/protection/session/answer") {
    answers.push(JSON.parse(String(init?.body)));
    session = sessionView({ due: false });
    return jsonResponse(200, {});
  }
  if (url === "/api/auth/logout") return jsonResponse(200, {});
  return jsonResponse(404, { error: `unmocked ${url}` });
});

beforeEach(() => {
  setToken(TOKENS.player());
  answers.length = 0;
  session = sessionView();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderCheck() {
  return renderRoutes(
    [
      {
        path: "/player/home",
        element: (
          <>
            <button type="button">Behind the dialog</button>
            <RealityCheck />
          </>
        ),
      },
      { path: "/auth/login", element: <p>Sign-in screen</p> },
    ],
    "/player/home",
  );
}

describe("the reality check", () => {
  it("shows the server's figures of this session when due, and must be answered", async () => {
    renderCheck();
    const dialog = await screen.findByRole("dialog", { name: "Reality check" });
    expect(within(dialog).getByTestId("reality-played").textContent).toBe("1 h 0 min");
    expect(within(dialog).getByTestId("reality-staked").textContent).toBe("₱2,350.00");
    expect(within(dialog).getByTestId("reality-net").textContent).toBe("−₱450.00");
    // Labelled, modal, focus on Continue, no way to close it but an answer.
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Continue" }));
    expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.getByRole("dialog", { name: "Reality check" })).toBeTruthy();
  });

  it("keeps Tab inside the dialog", async () => {
    renderCheck();
    const dialog = await screen.findByRole("dialog", { name: "Reality check" });
    const buttons = within(dialog).getAllByRole("button");
    const last = buttons.at(-1) as HTMLElement;
    last.focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it("Continue posts the answer and closes once the server says no check is due", async () => {
    renderCheck();
    const dialog = await screen.findByRole("dialog", { name: "Reality check" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(answers).toEqual([{ answer: "continue" }]);
    expect(getSession().token).not.toBe("");
  });

  it("Take a break posts the answer and signs out, saying why", async () => {
    renderCheck();
    const dialog = await screen.findByRole("dialog", { name: "Reality check" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Take a break (24 hours)" }));
    await screen.findByText("Sign-in screen");
    expect(answers).toEqual([{ answer: "break" }]);
    expect(getSession().token).toBe("");
    expect(getSession().signOutReason).toMatch(/^You are taking a 24-hour break, until \d+ \w+ \d{4} \d\d:\d\d/);
  });

  it("Sign out posts the answer and signs out", async () => {
    renderCheck();
    const dialog = await screen.findByRole("dialog", { name: "Reality check" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign out" }));
    await screen.findByText("Sign-in screen");
    expect(answers).toEqual([{ answer: "sign-out" }]);
    expect(getSession().token).toBe("");
  });

  it("appears by itself when a later poll finds a check due", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    session = sessionView({ due: false });
    renderCheck();
    await screen.findByText("Behind the dialog");
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole("dialog")).toBeNull();

    session = sessionView({ playedMs: 61 * 60_000 });
    await act(() => vi.advanceTimersByTimeAsync(REALITY_CHECK_POLL_MS));
    const dialog = await screen.findByRole("dialog", { name: "Reality check" });
    expect(within(dialog).getByTestId("reality-played").textContent).toBe("1 h 1 min");
  });
});
