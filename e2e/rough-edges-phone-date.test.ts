import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createEventApi, fundedPlayer, PLAYER_PASSWORD, signedIn } from "./support/betting.ts";
import { launchBrowser } from "./support/browser.ts";

/** Issue 22's phone layout: an event's date never breaks inside ("2026-/11-27") on a 360 px phone. */

const baseUrl = inject("baseUrl");
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe("the event date on a 360 px phone", () => {
  it("stays on one line under a long event name", async () => {
    const bettor = await fundedPlayer(baseUrl, 1_000, "date_a");
    const opened = await createEventApi(baseUrl, "sabong", {
      status: "LIVE",
      name: "Grand Provincial Derby Championship Finals Night",
    });
    const { page, context } = await signedIn(browser, baseUrl, bettor, {
      password: PLAYER_PASSWORD,
      width: 360,
      height: 740,
    });
    contexts.push(context);
    await page.goto(`${baseUrl}/player/home/${opened.event.id}`);
    const date = page.getByTestId("event-date");
    await date.waitFor();
    expect(await date.textContent()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // One line box: a date broken at its hyphen would have two.
    expect(await date.evaluate((el) => el.getClientRects().length)).toBe(1);
  });
});
