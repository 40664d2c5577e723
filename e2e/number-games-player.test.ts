import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { headerPoints } from "./support/accounts.ts";
import { cleanShot, expectText, fundedPlayer, PLAYER_PASSWORD, signedIn } from "./support/betting.ts";
import { launchBrowser } from "./support/browser.ts";
import {
  capCombination,
  createGameEndingDraw,
  drawCommandApi,
  drawLabelOf,
  enterScoresApi,
  gameOverApi,
  pageWidth,
  scoreCell,
  ticketApi,
  uniqueMatchup,
} from "./support/number-games.ts";
import { markDocument, markerOf, shown, waitForPath } from "./support/ui.ts";

/**
 * A player on a 360 px phone plays a game-ending draw (created by an operator, tip-off hours ahead: nothing here
 * waits for the wall clock). The operator capped 94 at ₱800 of liability, i.e. ₱10 of straight stake at ×80.
 * The player builds a ticket (73 straight ₱20, 12 rambolito ₱10, 94 straight ₱5); another player's ₱10 on 94 sells
 * it out while the ticket is on screen; the ticket is refused whole, the player drops 94 and places ₱30.
 * Final score 87–73 → 73: the straight line pays 20 × 80 = ₱1,600 (12 rambolito lost): 1,000 − 30 + 1,600 = 2,570.
 */

const baseUrl = inject("baseUrl");
const matchup = uniqueMatchup();
const label = drawLabelOf(matchup);
let browser: Browser;
let context: BrowserContext;
let page: Page;
let other: string;
let drawId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const [player, second] = await Promise.all([
    fundedPlayer(baseUrl, 1_000, "ng_a"),
    fundedPlayer(baseUrl, 1_000, "ng_b"),
  ]);
  other = second;
  const draw = await createGameEndingDraw(baseUrl, matchup);
  drawId = draw.id;
  await capCombination(baseUrl, drawId, "94", 80_000);
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

const ticketLines = () => page.getByTestId("ticket-line");

/** Picks a grid cell, the form and the stake, and adds the line to the ticket. */
async function addLine(combination: string, form: "Straight" | "Rambolito", stake: string): Promise<void> {
  await scoreCell(page, combination).click();
  await page.getByRole("group", { name: "Bet form" }).getByRole("button", { name: form, exact: true }).click();
  await page.getByLabel("Stake", { exact: true }).fill(stake);
  await page.getByRole("button", { name: "Add line", exact: true }).click();
}

describe("a player's game-ending ticket, from the lounge to the payout", () => {
  it("the lounge shows the number games; the player opens Game Ending and picks the draw", async () => {
    await waitForPath(page, "/player/home");
    const card = page.getByTestId("number-game-card").filter({ hasText: "Game Ending" });
    await shown(card);
    await card.click();
    await waitForPath(page, "/player/game-ending");
    await page.getByRole("button", { name: new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("draw"), { timeout: 15_000 }).toBe(String(drawId));
    await expectText(page.getByTestId("draw-status").locator("strong").first(), label);
    await expectText(page.getByTestId("draw-countdown"), /\d/);
    await shown(page.getByRole("table", { name: `${matchup.home} × ${matchup.away} last digits` }));
    // The capped combination shows what is left of it: ₱800 of liability is ₱10 of straight stake at ×80.
    await expect
      .poll(() => scoreCell(page, "94").getAttribute("aria-label"), { timeout: 15_000 })
      .toBe("9-4, ₱10.00 more");
  });

  it("the player builds a ticket of three lines with the payouts they would bring", async () => {
    await addLine("73", "Straight", "20");
    await addLine("12", "Rambolito", "10");
    await addLine("94", "Straight", "5");
    await expect.poll(() => ticketLines().count(), { timeout: 15_000 }).toBe(3);
    await expectText(
      ticketLines().nth(0),
      /^73\s*straight · covers 1 combination₱20\.00 · pays ₱1,600\.00 if it hits/i,
    );
    await expectText(
      ticketLines().nth(1),
      /^12\s*rambolito · covers 2 combinations₱10\.00 · pays ₱400\.00 if it hits/i,
    );
    await expectText(page.getByTestId("ticket-total"), "₱35.00");
    await expectText(headerPoints(page), "1,000.00");
  });

  it("another player's ticket sells 94 out: the grid and the ticket show it live, without a reload", async () => {
    await markDocument(page, "before-sell-out");
    await ticketApi(baseUrl, other, drawId, [{ combination: "94", form: "straight", stakeCentavos: 1_000 }]);
    await expect
      .poll(() => scoreCell(page, "94").getAttribute("aria-label"), { timeout: 15_000 })
      .toBe("9-4, Sold out");
    expect(await scoreCell(page, "94").isDisabled()).toBe(true);
    await shown(page.getByTestId("availability").getByText("94 Sold out"));
    await shown(ticketLines().nth(2).getByText("Sold out", { exact: true }));
    expect(await markerOf(page)).toBe("before-sell-out");
    const width = await pageWidth(page);
    expect(width.scroll).toBeLessThanOrEqual(width.viewport);
    await cleanShot(page, "number-games-player-sold-out-360");
  });

  it("the ticket is refused whole with the reason beside 94; without 94 it is placed", async () => {
    await page.getByRole("button", { name: "Place ticket", exact: true }).click();
    await page.getByRole("button", { name: "Confirm ticket", exact: true }).click();
    await expectText(page.getByTestId("ticket").getByRole("alert"), "94 is sold out");
    await shown(ticketLines().nth(2).getByText("94 is sold out"));
    await expectText(headerPoints(page), "1,000.00");

    await page.getByRole("button", { name: "Remove line 3" }).click();
    await expect.poll(() => ticketLines().count(), { timeout: 15_000 }).toBe(2);
    await expectText(page.getByTestId("ticket-total"), "₱30.00");
    await page.getByRole("button", { name: "Place ticket", exact: true }).click();
    await page.getByRole("button", { name: "Confirm ticket", exact: true }).click();
    await shown(page.getByText(/^Ticket #\d+ placed: ₱30\.00$/).last());
    await expectText(headerPoints(page), "970.00");
    await expect.poll(() => ticketLines().count(), { timeout: 15_000 }).toBe(0);
    const mine = page.getByTestId("my-ticket");
    await expect.poll(() => mine.count(), { timeout: 15_000 }).toBe(1);
    await expectText(
      mine.getByRole("row").filter({ hasText: /^73 straight/i }),
      /^73 straight\s*20\.00\s*1,600\.00\s*Pending$/i,
    );
    await expectText(
      mine.getByRole("row").filter({ hasText: /^12 rambolito/i }),
      /^12 rambolito \(2\)\s*10\.00\s*400\.00\s*Pending$/i,
    );
  });

  it("the operators close the draw and settle 87–73: the player is paid ₱1,600 on screen, live", async () => {
    await markDocument(page, "before-result");
    await drawCommandApi(baseUrl, "operator", drawId, "close");
    await shown(page.getByText("Betting is closed for this draw."));
    await gameOverApi(baseUrl, drawId);
    await enterScoresApi(baseUrl, drawId, 87, 73);
    await drawCommandApi(baseUrl, "operator2", drawId, "confirm");

    await expectText(page.getByTestId("draw-status").locator(".result-digits"), "73");
    await expectText(headerPoints(page), "2,570.00");
    const mine = page.getByTestId("my-ticket");
    await expectText(mine.getByRole("row").filter({ hasText: /^73 straight/i }), /Won\s*₱1,600\.00$/);
    await expectText(mine.getByRole("row").filter({ hasText: /^12 rambolito/i }), /Lost$/);
    await shown(page.getByRole("heading", { name: "Latest results" }));
    expect(await markerOf(page)).toBe("before-result");
    // Still a phone screen: the long result label and the paid ticket do not widen the page.
    const width = await pageWidth(page);
    expect(width.scroll).toBeLessThanOrEqual(width.viewport);
    await cleanShot(page, "number-games-player-paid-360");
  });
});
