import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectText, type Person, signIn } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { api, apiLogin, DEMO_PASSWORD } from "./support/session.ts";
import { createActivePlayer, screenshot, shown, textOf, waitForPath } from "./support/ui.ts";

/**
 * The admin's dashboard against the real server: with the demo player's lounge open (a live socket), the player
 * counts as online; while the admin watches, it mints points, loads a fresh player and withdraws part of it back
 * (through the API), and today's loads and withdrawals, the players' points and the circulation total on screen move
 * by exactly those amounts (the admin's balance push refreshes the figures). Both charts draw, and the approvals card
 * leads to the approvals. The suites run one after another, so nothing else moves meanwhile.
 */

const baseUrl = inject("baseUrl");

/** What GET /api/admin/dashboard answers (the parts this suite reads). */
type AdminDashboard = {
  today: { turnoverCentavos: number; houseResultCentavos: number };
  playersOnline: number;
  openFights: number;
  openDraws: number;
};
const MINTED = 90_000;
const LOADED = 75_000;
const WITHDRAWN = 12_500;
let browser: Browser;
const people: Person[] = [];

/** "1,234.50" → 123450. */
const centavosOf = (text: string) => Math.round(Number(text.replace(/[₱,]/g, "")) * 100);

/** Pesos as the screens write them: "1,234.50", "-80.00". */
function pesos(centavos: number): string {
  const amount = (Math.abs(centavos) / 100).toLocaleString("en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${centavos < 0 ? "-" : ""}${amount}`;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const person of people) await person.context.close();
  await browser?.close();
});

describe("admin dashboard", () => {
  it("moves today's loads, withdrawals and circulation by exactly a known load, counts the online player", async () => {
    const player = await signIn(browser, baseUrl, "player", DEMO_PASSWORD);
    people.push(player);
    const fresh = await createActivePlayer(baseUrl, { password: "dashboard-e2e-1", prefix: "dash" });
    const token = await apiLogin(baseUrl, "admin");
    // The server shares one count for a few seconds: wait until it has seen the player's socket.
    let figures = await api<AdminDashboard>(baseUrl, token, "GET", "/admin/dashboard");
    await expect
      .poll(
        async () => {
          figures = await api<AdminDashboard>(baseUrl, token, "GET", "/admin/dashboard");
          return figures.playersOnline;
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBeGreaterThanOrEqual(1);

    const admin = await signIn(browser, baseUrl, "admin", DEMO_PASSWORD, { width: 1280, height: 900 });
    people.push(admin);
    await waitForPath(admin.page, "/admin/dashboard");
    const main = admin.page.getByRole("main");
    await expectText(main.getByTestId("dash-players-online"), String(figures.playersOnline));
    await expectText(main.getByTestId("dash-open-fights"), String(figures.openFights));
    await expectText(main.getByTestId("dash-open-draws"), String(figures.openDraws));
    await expectText(main.getByTestId("dash-turnover"), pesos(figures.today.turnoverCentavos));
    await expectText(main.getByTestId("dash-house-result"), pesos(figures.today.houseResultCentavos));

    const loads = main.getByTestId("dash-loads");
    const withdrawals = main.getByTestId("dash-withdrawals");
    const playersPoints = main.getByTestId("circulation-points:player").getByRole("cell").last();
    const total = main.getByTestId("circulation-total");
    const before = {
      loads: centavosOf(await textOf(loads)),
      withdrawals: centavosOf(await textOf(withdrawals)),
      players: centavosOf(await textOf(playersPoints)),
      total: centavosOf(await textOf(total)),
    };
    const found = await api<{ items: Array<{ id: number; username: string }> }>(
      baseUrl,
      token,
      "GET",
      `/points/downlines/search?q=${encodeURIComponent(fresh.username)}`,
    );
    const freshId = found.items.find((user) => user.username === fresh.username)?.id ?? 0;
    expect(freshId).toBeGreaterThan(0);
    // New points enter circulation (the admin's own), then ₱750 go to the fresh player and ₱125 come back.
    await api(baseUrl, token, "POST", "/admin/wallet/mint", { amountCentavos: MINTED, idempotencyKey: randomUUID() });
    for (const [direction, amountCentavos] of [
      ["load", LOADED],
      ["withdraw", WITHDRAWN],
    ] as const) {
      await api(baseUrl, token, "POST", `/points/${direction}`, {
        targetUserId: freshId,
        amountCentavos,
        idempotencyKey: randomUUID(),
      });
    }

    await expectText(loads, pesos(before.loads + LOADED));
    await expectText(withdrawals, pesos(before.withdrawals + WITHDRAWN));
    await expectText(playersPoints, pesos(before.players + LOADED - WITHDRAWN));
    // Loads and withdrawals only move points between users: the total grows by the minted points alone.
    await expectText(total, pesos(before.total + MINTED));
    await shown(main.getByTestId("dash-chart-7").getByRole("img"));
    await shown(main.getByTestId("dash-chart-30").getByRole("img"));
    await screenshot(admin.page, "admin-dashboard");

    await main.getByRole("link", { name: "Review approvals" }).click();
    await waitForPath(admin.page, "/admin/approvals");
  });
});
