import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  betApi,
  cleanShot,
  createEventApi,
  expectText,
  fightActionApi,
  fundedPlayer,
  PLAYER_PASSWORD,
} from "./support/betting.ts";
import { launchBrowser, newPage } from "./support/browser.ts";
import { loginThroughUi } from "./support/session.ts";
import { shown } from "./support/ui.ts";

/**
 * Bet history: the player's own bets (filters, server-side pages) and the admin's All bets (filters, the event's
 * .xlsx download). One settled fight: the player has 21 bets of 20 on MERON and 1 of 100 on WALA, another player
 * 1,000 on WALA; MERON wins at floor(1,520 × 0.95 ÷ 420 × 100) = 343.80 per 100, so each 20 pays 68.76.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;
let player: string;
let eventId: number;
let eventName: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const [bettor, other] = await Promise.all([
    fundedPlayer(baseUrl, 5_000, "hist"),
    fundedPlayer(baseUrl, 5_000, "hist_o"),
  ]);
  player = bettor;
  const created = await createEventApi(baseUrl, "sabong");
  eventId = created.event.id;
  eventName = created.event.name;
  const fightId = created.fight.id;
  await fightActionApi(baseUrl, "sabong", fightId, "open");
  for (let i = 0; i < 21; i += 1) await betApi(baseUrl, "sabong", player, fightId, "MERON", 20);
  await betApi(baseUrl, "sabong", player, fightId, "WALA", 100);
  await betApi(baseUrl, "sabong", other, fightId, "WALA", 1_000);
  await fightActionApi(baseUrl, "sabong", fightId, "close");
  await fightActionApi(baseUrl, "sabong", fightId, "declare", { result: "MERON" });
});

afterAll(async () => {
  await browser?.close();
});

describe("bet history", () => {
  it("the player pages through every bet with its odds, result and payout, and filters them", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await loginThroughUi(page, baseUrl, player, PLAYER_PASSWORD);
    // The phone's menu is folded away: open it and follow "Bets".
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await page.getByRole("navigation", { name: "Player menu" }).getByRole("link", { name: "Bets" }).click();
    await page.waitForURL((url) => url.pathname === "/player/bets-history");
    await shown(page.getByRole("heading", { name: "Bets" }));
    await shown(page.getByText("1–20 of 22 bets"));
    const first = page.getByTestId("bet-row").first();
    await expectText(first.locator('[data-label="Event"]'), new RegExp(`^${eventName} · Fight 1`));
    await expectText(first.locator('[data-label="Pick"]'), "WALA");
    await expectText(first.locator('[data-label="Status"]'), "LOST");
    const won = page.getByTestId("bet-row").nth(1);
    await expectText(won.locator('[data-label="Stake"]'), "20.00");
    await expectText(won.locator('[data-label="Result"]'), "MERON WINS");
    await expectText(won.locator('[data-label="Payout"]'), "68.76");
    await expectText(won.locator('[data-label="Status"]'), "WON");
    await cleanShot(page, "betting-history-360", false);

    await page.getByRole("button", { name: /Next/ }).click();
    await shown(page.getByText("21–22 of 22 bets"));
    expect(await page.getByTestId("bet-row").count()).toBe(2);

    await page.getByLabel("Status").selectOption("LOST");
    await shown(page.getByText("1–1 of 1 bets"));
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
    await page.getByLabel("Status").selectOption("");
    await page.getByLabel("Game").selectOption("sabong");
    await shown(page.getByText("1–20 of 22 bets"));

    await page.getByLabel("Game").selectOption("apple");
    await shown(page.getByText("No bets found."));
    await context.close();
  });

  it("the admin filters all bets and downloads the event's bets as .xlsx", async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await loginThroughUi(page, baseUrl, "admin");
    await page.goto(`${baseUrl}/admin/bets/by-event`);
    await shown(page.getByRole("heading", { name: "All bets" }));
    expect(await page.getByRole("button", { name: "Download event bets (.xlsx)" }).isDisabled()).toBe(true);

    const eventSelect = page.getByLabel("Event", { exact: true });
    await expect.poll(() => eventSelect.locator(`option[value="${eventId}"]`).count(), { timeout: 15_000 }).toBe(1);
    await eventSelect.selectOption(String(eventId));
    await shown(page.getByText("1–20 of 23 bets"));
    await page.getByLabel("Status").selectOption("WON");
    await shown(page.getByText("1–20 of 21 bets"));
    await page.getByLabel("Fight").selectOption({ label: "#1" });
    await shown(page.getByText("1–20 of 21 bets"));
    await page.getByRole("button", { name: player }).first().click();
    expect(new URL(page.url()).searchParams.get("username")).toBe(player);
    await expect.poll(() => page.getByLabel("Username").inputValue(), { timeout: 10_000 }).toBe(player);
    await page.getByLabel("Status").selectOption("");
    await shown(page.getByText("1–20 of 22 bets"));
    await cleanShot(page, "betting-admin-all-bets");

    const download = page.waitForEvent("download", { timeout: 15_000 });
    await page.getByRole("button", { name: "Download event bets (.xlsx)" }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await context.close();
  });
});
