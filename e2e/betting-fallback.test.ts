import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  betApi,
  cleanShot,
  createEventApi,
  expectText,
  fightActionApi,
  fundedPlayer,
  PLAYER_PASSWORD,
  placeBet,
} from "./support/betting.ts";
import { launchBrowser, newPage } from "./support/browser.ts";
import { loginThroughUi } from "./support/session.ts";
import { shown, waitForPath } from "./support/ui.ts";

/**
 * The player's screen without its socket: an Apple to Apple event watched from a phone whose WebSocket is refused.
 * The screen says live updates are paused, keeps up by polling every 2 s (state, totals, the player's own bet), shows
 * the stream error, and goes live again once the socket gets through.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;
let context: BrowserContext;
let page: Page;
let socketBlocked = true;
let eventId: number;
let eventName: string;
let fightId: number;
let other: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const [player, second] = await Promise.all([
    fundedPlayer(baseUrl, 2_000, "poll_a"),
    fundedPlayer(baseUrl, 2_000, "poll_b"),
  ]);
  other = second;
  // A stream URL nobody serves: the screen must say the stream is unavailable, not hang.
  const created = await createEventApi(baseUrl, "apple", { videoUrl: "http://127.0.0.1:9/arena/live.m3u8" });
  eventId = created.event.id;
  eventName = created.event.name;
  fightId = created.fight.id;

  ({ context, page } = await newPage(browser, { width: 360, height: 740 }));
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (socketBlocked) ws.close({ code: 1001, reason: "blocked by the test" });
    else ws.connectToServer();
  });
  await loginThroughUi(page, baseUrl, player, PLAYER_PASSWORD);
});

afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
});

describe("the event screen without a socket", () => {
  it("says live updates are paused and shows the stream error; apple offers no DRAW", async () => {
    await page.goto(`${baseUrl}/player/applepulaputi/list`);
    await shown(page.getByRole("heading", { name: "Apple to Apple" }));
    const card = page.getByTestId("lounge-event").filter({ hasText: eventName });
    await card.click();
    await waitForPath(page, `/player/applepulaputi/list/${eventId}`);
    await shown(page.getByText("Live updates paused — reconnecting…"));
    await shown(page.getByText("The live stream is not available right now"), 30_000);
    await expectText(page.getByTestId("fight-state"), "STANDBY");
    expect(await page.getByTestId("side-DRAW").count()).toBe(0);
    await shown(page.getByTestId("side-PULA"));
  });

  it("keeps up by polling: the fight opens, bets are taken, other players' totals arrive", async () => {
    await fightActionApi(baseUrl, "apple", fightId, "open");
    await expectText(page.getByTestId("fight-state"), "OPEN", 6_000);

    await placeBet(page, "PULA", "500");
    await expectText(page.getByTestId("screen-balance"), "1,500.00");

    await betApi(baseUrl, "apple", other, fightId, "PUTI", 1_000);
    await expectText(page.getByTestId("total-PUTI"), "1,000.00", 6_000);
    // 1,500 × 0.95 / 500 = 285.00 per 100 for PULA; / 1,000 = 142.50 for PUTI.
    await expectText(page.getByTestId("payout-PULA"), "285.00");
    await expectText(page.getByTestId("payout-PUTI"), "142.50");
    await cleanShot(page, "betting-player-360-apple-polling");
  });

  it("goes live again once the socket gets through", async () => {
    socketBlocked = false;
    await shown(page.getByTestId("live-pill"), 30_000);
    expect(await page.getByText("Live updates paused — reconnecting…").count()).toBe(0);

    await fightActionApi(baseUrl, "apple", fightId, "close");
    await expectText(page.getByTestId("fight-state"), "CLOSED");
    await fightActionApi(baseUrl, "apple", fightId, "declare", { result: "PULA" });
    await expectText(page.getByTestId("fight-state"), "PULA WINS");
    // 500 × 285.00 / 100 = 1,425.00 → 1,500 + 1,425.
    await expectText(page.getByTestId("screen-balance"), "2,925.00");
    await shown(page.getByTestId("results-board").locator('[data-result="PULA"]'));
  });
});
