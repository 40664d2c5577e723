import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  createEventApi,
  expectText,
  fightActionApi,
  fundedPlayer,
  PLAYER_PASSWORD,
  placeBet,
  signedIn,
} from "./support/betting.ts";
import { launchBrowser } from "./support/browser.ts";
import { api, apiLogin } from "./support/session.ts";
import { shown, waitForPath } from "./support/ui.ts";

/**
 * One history of every game (issue 22), on a 360 px phone: the player bets ₱100 on MERON in a sabong fight, then
 * reaches Pick 3 from the menu's "Number games" and places a ticket on 007 straight (leading zeros kept), and finds
 * both in Bets history: together, by game, by searching 007, and the ticket's receipt.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;
let context: BrowserContext;
let page: Page;
let player: string;
let eventId: number;
let eventName: string;
let pick3DrawId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  player = await fundedPlayer(baseUrl, 1_000, "hist_all");
  const created = await createEventApi(baseUrl, "sabong");
  eventId = created.event.id;
  eventName = created.event.name;
  await fightActionApi(baseUrl, "sabong", created.fight.id, "open");
  // Pick 3 draws come from the game's schedule: the next one is open whatever the hour.
  const token = await apiLogin(baseUrl, player, PLAYER_PASSWORD);
  const draws = await api<{ open: { id: number }[] }>(baseUrl, token, "GET", "/player-pick3/draws");
  const open = draws.open[0];
  if (!open) throw new Error("no open Pick 3 draw");
  pick3DrawId = open.id;
  ({ context, page } = await signedIn(browser, baseUrl, player, {
    password: PLAYER_PASSWORD,
    width: 360,
    height: 740,
  }));
});

afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
});

async function openMenuEntry(name: string): Promise<void> {
  await page.getByRole("button", { name: "Toggle sidebar" }).click();
  await page.getByRole("navigation", { name: "Player menu" }).getByRole("link", { name, exact: true }).click();
}

describe("one bet history for every game", () => {
  it("the player bets on a sabong fight", async () => {
    await page.goto(`${baseUrl}/player/home/${eventId}`);
    await placeBet(page, "MERON", "100");
  });

  it("reaches Pick 3 from the menu's Number games and places a ticket on 007", async () => {
    await openMenuEntry("Number games");
    await waitForPath(page, "/player/number-games");
    await page.getByTestId("number-game-card").filter({ hasText: "Pick 3" }).click();
    await waitForPath(page, "/player/pick3");
    await page.goto(`${baseUrl}/player/pick3?draw=${pick3DrawId}`);
    for (const digit of ["0", "0", "7"]) await page.getByRole("button", { name: digit, exact: true }).click();
    await page.getByRole("group", { name: "Bet form" }).getByRole("button", { name: "Straight", exact: true }).click();
    await page.getByLabel("Stake", { exact: true }).fill("10");
    await page.getByRole("button", { name: "Add line", exact: true }).click();
    await page.getByRole("button", { name: "Place ticket", exact: true }).click();
    await page.getByRole("button", { name: "Confirm ticket", exact: true }).click();
    await shown(page.getByText(/^Ticket #\d+ placed: ₱10\.00$/).last());
  });

  it("finds the bet and the ticket together in Bets history, by game, by 007, and opens the receipt", async () => {
    await openMenuEntry("Bets");
    await waitForPath(page, "/player/bets-history");
    const rows = page.getByTestId("bet-row");
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    const ticket = page.locator('[data-testid="bet-row"][data-kind="ticket"]');
    const bet = page.locator('[data-testid="bet-row"][data-kind="bet"]');
    await expectText(ticket.locator('[data-label="Event"]'), /Ticket #\d+ · Pick 3/);
    await expectText(ticket.locator('[data-label="Pick"]'), /007\s*Straight\s*₱10\.00/);
    await expectText(ticket.locator('[data-label="Status"]'), "PENDING");
    await expectText(bet.locator('[data-label="Event"]'), new RegExp(`^${eventName} · Fight 1`));
    await expectText(bet.locator('[data-label="Pick"]'), "MERON");
    await expectText(bet.locator('[data-label="Stake"]'), "100.00");

    await page.getByLabel("Game").selectOption("pick3");
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    await page.getByLabel("Game").selectOption("");
    const searchBox = page.getByLabel("Ticket or combination");
    await searchBox.fill("007");
    await searchBox.press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.get("q"), { timeout: 15_000 }).toBe("007");
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => ticket.count(), { timeout: 15_000 }).toBe(1);
    // Still a phone screen: the ticket's lines do not widen the page.
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(width.scroll).toBeLessThanOrEqual(width.viewport);

    await ticket.getByRole("link", { name: /Ticket #\d+/ }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/player\/tickets\/\d+$/);
    await expectText(page.getByTestId("receipt-line"), /007\s*Straight\s*10\.00/);
    await shown(page.getByRole("button", { name: "Share receipt" }));
  });
});
