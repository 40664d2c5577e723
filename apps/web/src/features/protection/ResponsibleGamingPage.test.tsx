import type { ProtectionView } from "@sabong/shared/protection";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { getSession, setToken } from "../../lib/session.ts";
import { fill, setupFetchMock } from "../../testing/fetch.ts";
import { BY_AGENT, BY_PLAYER, protectionView } from "../../testing/protection.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../testing/render.tsx";
import { ResponsibleGamingPage } from "./ResponsibleGamingPage.tsx";

const PENDING = { value: 200_000, effectiveAt: "2025-03-11T02:00:00.000Z", requestedBy: BY_PLAYER };

let view: ProtectionView;
const sent: { method: string; url: string; body: Record<string, unknown> | null }[] = [];

setupFetchMock(async (input, init) => {
  const url = String(input);
  const method = init?.method ?? "GET";
  if (method === "GET" && url === "/api/protection") return jsonResponse(200, view);
  sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
  if (url === "/api/protection/limits/loss%3Aday/cancel") {
    view = protectionView([{ key: "loss:day", value: 100_000, setBy: BY_PLAYER, usedCentavos: 60_000 }]);
    return jsonResponse(200, {});
  }
  if (url.startsWith("/api/protection/limits/") || url === "/api/protection/time-out") return jsonResponse(200, {});
  if (url === "/api/auth/logout") return jsonResponse(200, {});
  return jsonResponse(404, { error: `unmocked ${method} ${url}` });
});

beforeEach(() => {
  setToken(TOKENS.player());
  sent.length = 0;
  view = protectionView([
    { key: "loss:day", value: 100_000, setBy: BY_PLAYER, usedCentavos: 60_000, pending: PENDING },
    { key: "load:week", value: 500_000, setBy: BY_AGENT, usedCentavos: 0 },
  ]);
});

function renderPage() {
  return renderRoutes(
    [
      { path: "/player/account/responsible-gaming", element: <ResponsibleGamingPage /> },
      { path: "/auth/login", element: <p>Sign-in screen</p> },
    ],
    "/player/account/responsible-gaming",
  );
}

const save = () => fireEvent.click(screen.getByRole("button", { name: "Save limits" }));

describe("the player's responsible gaming", () => {
  it("shows each limit in force, who set it, its use, and a pending raise with when it applies", async () => {
    renderPage();
    const loss = await screen.findByTestId("limit-loss:day");
    expect(loss.textContent).toContain("Loss limit per 24 hours₱1,000.00");
    expect(loss.textContent).toContain("Set by you");
    expect(loss.textContent).toContain("₱600.00 of ₱1,000.00 used");
    expect(loss.textContent).toContain("Pending: Changes to ₱2,000.00 on 11 Mar 2025 10:00 (asked by you)");
    expect(screen.getByTestId("limit-load:week").textContent).toContain("Set by your agent maria");
    expect(screen.getByTestId("limit-wager:day").textContent).toContain("No limit");
  });

  it("cancels a pending change, and the limit stays as it is", async () => {
    renderPage();
    const cancel = await screen.findByRole("button", {
      name: "Cancel the pending change of the loss limit per 24 hours",
    });
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.getByTestId("limit-loss:day").textContent).not.toContain("Pending"));
    expect(screen.getByTestId("limit-loss:day").textContent).toContain("₱1,000.00");
    expect(sent).toEqual([{ method: "POST", url: "/api/protection/limits/loss%3Aday/cancel", body: {} }]);
  });

  it("lists every problem of the form at once, in plain words, and sends nothing", async () => {
    renderPage();
    await screen.findByLabelText("Loss limit per 7 days");
    fill("Loss limit per 7 days", "500");
    fill("Wager limit per 24 hours", "ten pesos");
    fill("Daily play time (minutes)", "5");
    fill("Load limit per 7 days", "");
    save();

    const summary = await screen.findByRole("alert");
    const problems = within(summary)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(problems).toEqual([
      // The daily limit's pending raise counts: the order must hold whichever applies first.
      "Loss limit per 7 days: The weekly limit cannot be below the daily one (₱2,000.00)",
      "Wager limit per 24 hours: Enter an amount in pesos, like 1,000.50",
      "Load limit per 7 days: This limit was set by maria: you can only lower it",
      "Daily play time (minutes): Daily play time must be between 15 minutes and 24 hours",
    ]);
    // Each box says its own problem too.
    expect(screen.getByLabelText("Wager limit per 24 hours").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter an amount in pesos, like 1,000.50", { selector: ".invalid-feedback" })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends each change with its own key, tightenings first, and says when they apply", async () => {
    view.limits = view.limits.map((limit) =>
      limit.key === "wager:day" ? { ...limit, value: 10_000, setBy: BY_PLAYER } : limit,
    );
    renderPage();
    await screen.findByLabelText("Loss limit per 24 hours");
    fill("Loss limit per 24 hours", "500");
    fill("Largest single stake", "1,000");
    fill("Wager limit per 30 days", "20000");
    fill("Wager limit per 24 hours", "");
    save();

    const saved = await screen.findByTestId("limits-saved");
    expect(saved.textContent).toContain("New and lower limits apply now.");
    expect(saved.textContent).toMatch(
      /Higher or removed limits apply on \d+ \w+ \d{4} \d\d:\d\d; until then you can cancel/,
    );
    expect(sent.map(({ method, url, body }) => [method, url, body?.value])).toEqual([
      ["PUT", "/api/protection/limits/loss%3Aday", 50_000],
      ["PUT", "/api/protection/limits/largest-stake", 100_000],
      ["PUT", "/api/protection/limits/wager%3Amonth", 2_000_000],
      ["PUT", "/api/protection/limits/wager%3Aday", null],
    ]);
    const keys = sent.map(({ body }) => body?.idempotencyKey);
    expect(new Set(keys).size).toBe(4);
    expect(keys.every((key) => typeof key === "string" && key.length === 36)).toBe(true);
  });

  it("explains a time-out plainly before taking it, then signs out and tells the sign-in screen why", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole("radio", { name: "7 days" }));
    fireEvent.click(screen.getByRole("button", { name: "Take a time-out" }));
    const dialog = await screen.findByRole("dialog", { name: "Take a time-out?" });
    expect(dialog.textContent).toContain("You will be signed out at once, on every device.");
    expect(dialog.textContent).toContain("you cannot bet, buy tickets or be loaded");
    expect(dialog.textContent).toContain("A time-out cannot be ended early");
    expect(sent).toEqual([]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Take the time-out" }));
    await screen.findByText("Sign-in screen");
    expect(sent[0]).toEqual({
      method: "POST",
      url: "/api/protection/time-out",
      body: { length: "7d", idempotencyKey: expect.any(String) },
    });
    expect(getSession().token).toBe("");
    expect(getSession().signOutReason).toMatch(
      /^You are on a time-out until \d+ \w+ \d{4} \d\d:\d\d and were signed out/,
    );
  });

  it("asks the player to confirm they understand a self-exclusion cannot be lifted for 6 months", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole("radio", { name: "1 year" }));
    fireEvent.click(screen.getByRole("button", { name: "Exclude myself" }));
    const dialog = await screen.findByRole("dialog", { name: "Exclude yourself?" });
    expect(dialog.textContent).toContain("The first 6 months cannot be lifted by anyone");
    const confirm = within(dialog).getByRole("button", { name: "Exclude me" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText("I understand that this cannot be undone for at least 6 months."));
    expect(confirm.disabled).toBe(false);
  });

  it("shows a running self-exclusion's end instead of the break buttons", async () => {
    view = protectionView([], {
      restriction: {
        kind: "self-exclusion",
        startedAt: "2025-03-01T01:00:00.000Z",
        endsAt: "2099-03-01T01:00:00.000Z",
        irrevocableUntil: "2098-09-01T01:00:00.000Z",
      },
    });
    renderPage();
    expect(await screen.findByText("You are self-excluded until 1 Mar 2099 09:00.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Take a time-out" })).toBeNull();
    expect(screen.getByRole("button", { name: "Extend my self-exclusion" })).toBeTruthy();
  });
});
