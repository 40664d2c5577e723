import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  betApi,
  createEventApi,
  expectText,
  fightActionApi,
  fundedPlayer,
  PLAYER_PASSWORD,
} from "./support/betting.ts";
import { launchBrowser, newPage } from "./support/browser.ts";
import { loginThroughUi } from "./support/session.ts";
import { screenshot, shown } from "./support/ui.ts";

/**
 * The player's account: a fresh player loaded ₱1,000 by the admin places 21 bets of ₱20 on an open fight; its wallet
 * history lists each movement in plain words with the balance after it, 20 to a page (22 rows: page 2 exists).
 */

const baseUrl = inject("baseUrl");
const BETS = 21;
let browser: Browser;
let player: string;

beforeAll(async () => {
  browser = await launchBrowser();
  player = await fundedPlayer(baseUrl, 1_000, "acct");
  const created = await createEventApi(baseUrl, "sabong");
  await fightActionApi(baseUrl, "sabong", created.fight.id, "open");
  for (let i = 0; i < BETS; i += 1) await betApi(baseUrl, "sabong", player, created.fight.id, "MERON", 20);
});

afterAll(async () => {
  await browser?.close();
});

describe("the player's account", () => {
  it("shows the load and the bets in the wallet history with the running balance, on two pages", async () => {
    const { context, page } = await newPage(browser);
    await loginThroughUi(page, baseUrl, player, PLAYER_PASSWORD);
    await page.goto(`${baseUrl}/player/account`);
    await shown(page.getByRole("heading", { name: "Account", exact: true }));
    await shown(page.getByRole("heading", { name: "Wallet history" }));
    await shown(page.getByText(`1–20 of ${BETS + 1} movements`));

    const rows = page.getByRole("table", { name: "Wallet history" }).locator("tbody tr");
    const cell = (index: number, key: string) => rows.nth(index).locator(`[data-log="${key}"]`);
    // Newest first: the last bet left 1,000 − 21 × 20 = 580.
    await expectText(cell(0, "code"), "Bet");
    // Named by what it belongs to: the event, the fight within it and the bet.
    await expectText(cell(0, "wallet"), /^Sabong bet · .+ · Fight \d+ · bet #\d+$/);
    await expectText(cell(0, "amount"), "−20.00");
    await expectText(cell(0, "balance"), "580.00");
    await expectText(cell(19, "balance"), "960.00");
    await screenshot(page, "player-account-history");

    await page.getByRole("button", { name: /Next/ }).click();
    await shown(page.getByText(`21–${BETS + 1} of ${BETS + 1} movements`));
    expect(new URL(page.url()).searchParams.get("page")).toBe("2");
    await expect.poll(() => rows.count()).toBe(2);
    await expectText(cell(0, "balance"), "980.00");
    await expectText(cell(1, "code"), "Load");
    await expectText(cell(1, "wallet"), "Loaded by admin");
    await expectText(cell(1, "amount"), "+1,000.00");
    await expectText(cell(1, "balance"), "1,000.00");
    await context.close();
  });
});
