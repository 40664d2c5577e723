import type { SessionView } from "@sabong/shared/protection";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getSession, setToken } from "../../lib/session.ts";
import { setupFetchMock } from "../../testing/fetch.ts";
import { sessionView } from "../../testing/protection.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../testing/render.tsx";
import { RealityCheckGate } from "./RealityCheckGate.tsx";

let session: SessionView;
const answers: unknown[] = [];
let sessionAsks = 0;

setupFetchMock(async (input, init) => {
  const url = String(input);
  if (url === "/api/protection/session") {
    sessionAsks++;
    return jsonResponse(200, session);
  }
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
  sessionAsks = 0;
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
            <RealityCheckGate />
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

  it("appears by itself when the check falls due, asking the server then and not before", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const nextCheckAt = new Date(Date.now() + 10 * 60_000).toISOString();
    session = sessionView({ due: false, playedMs: 50 * 60_000, nextCheckAt });
    renderCheck();
    await screen.findByText("Behind the dialog");
    await act(() => vi.advanceTimersByTimeAsync(9 * 60_000));
    expect(screen.queryByRole("dialog")).toBeNull();
    // No poll while the player bets: one ask when the screen loaded, none since.
    expect(sessionAsks).toBe(1);

    session = sessionView({ playedMs: 60 * 60_000 + 1_000, nextCheckAt });
    await act(() => vi.advanceTimersByTimeAsync(60_000 + 1_000));
    const dialog = await screen.findByRole("dialog", { name: "Reality check" });
    expect(within(dialog).getByTestId("reality-played").textContent).toBe("1 h 0 min");
    expect(sessionAsks).toBe(2);
  });
});
