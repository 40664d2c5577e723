import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { expectText, fundedPlayer, PLAYER_PASSWORD, signedIn } from "./support/betting.ts";
import { launchBrowser } from "./support/browser.ts";
import {
  createGameEndingDraw,
  drawCommandApi,
  enterScoresApi,
  gameOverApi,
  revertDrawApi,
  ticketApi,
  uniqueMatchup,
} from "./support/number-games.ts";
import { shown, waitForPath } from "./support/ui.ts";

/**
 * Notices on a 360 px phone: a player's winning number-game ticket raises a toast with the amount won and the bell's
 * count, live; a master revert raises one with the operator's reason; the notices page lists both and clears the
 * count. A game-ending draw (the result is entered by an operator, so the ticket can be made to win): ₱10 straight
 * on 94, final 89–74 → 94 pays ₱800.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;
let context: BrowserContext;
let page: Page;
let drawId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const player = await fundedPlayer(baseUrl, 100, "notice");
  drawId = (await createGameEndingDraw(baseUrl, uniqueMatchup())).id;
  await ticketApi(baseUrl, player, drawId, [{ combination: "94", form: "straight", stakeCentavos: 1_000 }]);
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

const toast = (text: RegExp) => page.locator(".Toastify__toast").filter({ hasText: text });

describe("notices on a 360 px phone", () => {
  it("a winning ticket raises a notice with its amount, live, and the bell counts it", async () => {
    // The identity check that verified the player and the load that funded them are notices already (at sign-in).
    await expectText(page.getByTestId("notice-count"), "2");
    await drawCommandApi(baseUrl, "operator", drawId, "close");
    await gameOverApi(baseUrl, drawId);
    await enterScoresApi(baseUrl, drawId, 89, 74);
    await drawCommandApi(baseUrl, "operator2", drawId, "confirm");
    await shown(toast(new RegExp(`You won ₱800\\.00 — Paid on Game Ending draw ${drawId} · ticket #\\d+`)));
    await expectText(page.getByTestId("notice-count"), "3");
  });

  it("a master revert raises a notice with its reason", async () => {
    await revertDrawApi(baseUrl, drawId, "Wrong official score");
    await shown(toast(/₱800\.00 taken back — A result was corrected .*Reason: Wrong official score/));
    await expectText(page.getByTestId("notice-count"), "4");
  });

  it("the notices page lists them newest first and clears the count", async () => {
    await page.getByRole("link", { name: /^Notices: 4 unread$/ }).click();
    await waitForPath(page, "/player/notices");
    const items = page.getByTestId("notices-list").locator("li");
    await expectText(items.nth(0), /₱800\.00 taken back.*Reason: Wrong official score.*−800\.00/s);
    await expectText(items.nth(1), /You won ₱800\.00.*\+800\.00/s);
    await expectText(items.nth(2), /₱100\.00 loaded/);
    await expectText(items.nth(3), /Your identity is verified/);
    await shown(page.getByRole("link", { name: "Notices", exact: true }));
  });
});
