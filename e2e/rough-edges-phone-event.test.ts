import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousAxeFindings } from "./support/axe.ts";
import {
  betApi,
  createEventApi,
  expectText,
  fightActionApi,
  fundedPlayer,
  PLAYER_PASSWORD,
  placeBet,
  signedIn,
} from "./support/betting.ts";
import { launchBrowser } from "./support/browser.ts";
import { screenshot } from "./support/ui.ts";

/**
 * Issue 22's event screen on a 360 px phone: the LOW PAYOUT flag never covers the side's name, the LAST CALL badge
 * reads at AA contrast, and a bet's confirmation covers neither the side buttons nor the slip's buttons.
 *
 * A one-sided pool (2,000 on MERON, 20 on WALA) flags MERON LOW PAYOUT.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;
let fightId: number;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("element not on screen");
  return box;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the element is what a tap at its centre reaches (nothing laid over it). */
const onTop = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  });

beforeAll(async () => {
  browser = await launchBrowser();
  const [bettor, other] = await Promise.all([
    fundedPlayer(baseUrl, 5_000, "phone_a"),
    fundedPlayer(baseUrl, 5_000, "phone_b"),
  ]);
  // A long last call: the badge stays up for the whole test.
  const opened = await createEventApi(baseUrl, "sabong", { status: "LIVE", lastCallSeconds: 600 });
  fightId = opened.fight.id;
  await fightActionApi(baseUrl, "sabong", fightId, "open");
  await betApi(baseUrl, "sabong", bettor, fightId, "MERON", 2_000);
  await betApi(baseUrl, "sabong", other, fightId, "WALA", 20);
  await fightActionApi(baseUrl, "sabong", fightId, "last-call");
  const signed = await signedIn(browser, baseUrl, bettor, { password: PLAYER_PASSWORD, width: 360, height: 740 });
  contexts.push(signed.context);
  page = signed.page;
  await page.goto(`${baseUrl}/player/home/${opened.event.id}`);
});

afterAll(async () => {
  await fightActionApi(baseUrl, "sabong", fightId, "close").catch(() => {});
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

describe("the event screen on a 360 px phone", () => {
  it("puts the LOW PAYOUT flag beside the side's name, never over it, and passes axe with LAST CALL shown", async () => {
    await expectText(page.getByTestId("flag-MERON"), "LOW PAYOUT");
    await expectText(page.getByTestId("fight-state"), "LAST CALL");
    const flag = await boxOf(page.getByTestId("flag-MERON"));
    const name = await boxOf(page.getByTestId("side-name-MERON"));
    expect(intersects(flag, name), `flag ${JSON.stringify(flag)} over name ${JSON.stringify(name)}`).toBe(false);
    expect(await onTop(page.getByTestId("side-name-MERON"))).toBe(true);
    await screenshot(page, "rough-edges-low-payout-360");
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it("confirms a bet in the slip, covering neither the side buttons nor the slip's buttons", async () => {
    await placeBet(page, "WALA", "100");
    const confirmed = page.getByTestId("bet-confirmed");
    await expectText(confirmed, /^Bet confirmed: 100\.00 on WALA \(fight #1\)$/);
    const note = await boxOf(confirmed);
    for (const side of ["MERON", "WALA"]) {
      const button = page.getByTestId(`side-${side}`);
      expect(intersects(note, await boxOf(button))).toBe(false);
      await button.scrollIntoViewIfNeeded();
      expect(await onTop(button), `${side} is covered`).toBe(true);
    }
    const placeAgain = page.getByRole("button", { name: /^Place bet/ });
    await placeAgain.scrollIntoViewIfNeeded();
    expect(await onTop(placeAgain)).toBe(true);
    // No floating notice laid over the sides either.
    const toasts = page.locator(".Toastify__toast");
    for (let i = 0; i < (await toasts.count()); i += 1) {
      const toast = await toasts.nth(i).boundingBox();
      for (const side of ["MERON", "WALA"]) {
        if (toast) expect(intersects(toast, await boxOf(page.getByTestId(`side-${side}`)))).toBe(false);
      }
    }
    await screenshot(page, "rough-edges-bet-confirmed-360", false);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
