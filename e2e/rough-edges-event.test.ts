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
  signedIn,
} from "./support/betting.ts";
import { launchBrowser } from "./support/browser.ts";
import { api, apiLogin } from "./support/session.ts";
import { shown } from "./support/ui.ts";

/**
 * Rough edges of the event screens (issue 12): the event's state and the connection's are two different things, an
 * ended event offers no next fight, a low payout says what it means, and last call is loud (a countdown, an optional
 * beep).
 *
 * Figures (plasada 5%, minimum bet 20): 2,000 on MERON, 20 on WALA → MERON pays 95.95 per 100, less than the stake.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;
const contexts: BrowserContext[] = [];
let player: Page; // 360 px phone
let operator: Page;
let eventId: number;
let fightId: number;
let bettor: string;
let other: string;

/** How many beeps the page has started (Web Audio oscillators), counted by a script added before the app loads. */
const beeps = (page: Page) => page.evaluate(() => (window as unknown as { beeps?: number }).beeps ?? 0);

beforeAll(async () => {
  browser = await launchBrowser();
  [bettor, other] = await Promise.all([fundedPlayer(baseUrl, 5_000, "edge_a"), fundedPlayer(baseUrl, 5_000, "edge_b")]);
  // A long last call, so the operator's close (below) comes first; e2e/last-call-countdown.test.ts lets one run out.
  const opened = await createEventApi(baseUrl, "sabong", { status: "LIVE", lastCallSeconds: 600 });
  eventId = opened.event.id;
  fightId = opened.fight.id;
  const pa = await signedIn(browser, baseUrl, bettor, { password: PLAYER_PASSWORD, width: 360, height: 740 });
  const op = await signedIn(browser, baseUrl, "operator");
  contexts.push(pa.context, op.context);
  player = pa.page;
  operator = op.page;
  await pa.context.addInitScript(() => {
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      const counted = window as unknown as { beeps?: number };
      counted.beeps = (counted.beeps ?? 0) + 1;
      return start.apply(this, args);
    };
  });
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

describe("the event screens' rough edges", () => {
  it("a live event shows its state and, apart, the connection", async () => {
    await player.goto(`${baseUrl}/player/home/${eventId}`);
    await expectText(player.getByTestId("event-status"), "Live");
    await expectText(player.getByTestId("live-pill"), "Connected");
  });

  it("the last-call beep is off until the player turns it on, and the choice is remembered", async () => {
    const sound = player.getByRole("switch", { name: "Beep on last call" });
    expect(await sound.isChecked()).toBe(false);
    await sound.check();
    expect(await beeps(player)).toBe(1); // a sample of the cue
    await player.reload();
    await expectText(player.getByTestId("live-pill"), "Connected");
    expect(await player.getByRole("switch", { name: "Beep on last call" }).isChecked()).toBe(true);
  });

  it("a one-sided pool says what a low payout means for a bet on that side", async () => {
    await fightActionApi(baseUrl, "sabong", fightId, "open");
    await betApi(baseUrl, "sabong", bettor, fightId, "MERON", 2_000);
    await betApi(baseUrl, "sabong", other, fightId, "WALA", 20);
    await expectText(player.getByTestId("payout-MERON"), "95.95");
    await expectText(
      player.getByTestId("low-payout-note"),
      "Low payout on MERON: most bets are on this side, so a win pays back just your stake (95.95 for every 100 bet, stake included).",
    );
  });

  it("last call is announced prominently, with its countdown, and beeps once", async () => {
    const before = await beeps(player);
    await fightActionApi(baseUrl, "sabong", fightId, "last-call");
    await expectText(player.getByTestId("last-call-alert"), /^Betting closes in (10:00|9:[0-5]\d)/);
    await expect.poll(() => beeps(player)).toBe(before + 1);
    await cleanShot(player, "rough-edges-last-call-360");
    await fightActionApi(baseUrl, "sabong", fightId, "close");
    await expectText(player.getByTestId("fight-state"), "CLOSED");
    expect(await player.getByTestId("last-call-alert").count()).toBe(0);
  });

  it("an ended event reads Ended, never LIVE, and its console offers no next fight", async () => {
    await fightActionApi(baseUrl, "sabong", fightId, "declare", { result: "MERON" });
    await operator.goto(`${baseUrl}/operator/arena/${eventId}`);
    await shown(operator.getByRole("button", { name: "Next fight ›" }));

    const token = await apiLogin(baseUrl, "operator");
    await api(baseUrl, token, "PUT", `/bet-ops/events/${eventId}`, { status: "ENDED" });

    await operator.reload();
    await expectText(operator.getByTestId("event-status"), "Ended");
    await expectText(operator.getByTestId("event-ended-note"), "This event has ended: no more fights.");
    expect(await operator.getByRole("button", { name: "Next fight ›" }).count()).toBe(0);

    await player.reload();
    await expectText(player.getByTestId("event-status"), "Ended");
    await expectText(player.getByTestId("live-pill"), "Connected");
    const topline = (await player.locator(".event-topline").textContent()) ?? "";
    expect(topline).not.toMatch(/live/i);
    await cleanShot(player, "rough-edges-ended-360");
  });
});
