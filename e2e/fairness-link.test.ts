import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousAxeFindings } from "./support/axe.ts";
import { createEventApi, fundedPlayer, PLAYER_PASSWORD, signedIn } from "./support/betting.ts";
import { launchBrowser, newPage } from "./support/browser.ts";
import { api, apiLogin } from "./support/session.ts";
import { shown, waitForPath } from "./support/ui.ts";

/**
 * The public fairness page is one tap away from every game a player plays (both live games' event screens and each
 * number game's screen) and from the results history, on a 360 px phone; it opens signed out too.
 */

const baseUrl = inject("baseUrl");
const LINK = "Fairness: how results are checked";
let browser: Browser;
let context: BrowserContext;
let page: Page;
const events: { game: "sabong" | "apple"; id: number }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  for (const game of ["sabong", "apple"] as const) {
    const created = await createEventApi(baseUrl, game, { status: "LIVE" });
    events.push({ game, id: created.event.id });
  }
  const player = await fundedPlayer(baseUrl, 100, "fair");
  ({ context, page } = await signedIn(browser, baseUrl, player, {
    password: PLAYER_PASSWORD,
    width: 360,
    height: 740,
  }));
});

afterAll(async () => {
  const token = await apiLogin(baseUrl, "operator");
  const prefix = { sabong: "/bet-ops", apple: "/apple-bet-ops" } as const;
  for (const event of events) {
    await api(baseUrl, token, "PUT", `${prefix[event.game]}/events/${event.id}`, { status: "ENDED" }).catch(() => {});
  }
  await context?.close().catch(() => {});
  await browser?.close();
});

describe("the fairness page from every game", () => {
  it("every game's screen and the results history link to it", async () => {
    const screens = [
      `/player/home/${events[0]?.id}`,
      `/player/applepulaputi/list/${events[1]?.id}`,
      "/player/pick2",
      "/player/pick3",
      "/player/suertres",
      "/player/game-ending",
      "/player/results",
    ];
    for (const screen of screens) {
      await page.goto(`${baseUrl}${screen}`);
      const link = await shown(page.getByRole("link", { name: LINK }));
      expect(await link.getAttribute("href"), screen).toBe("/fairness");
    }
  });

  it("the link opens the page, in plain words and without serious accessibility findings", async () => {
    await page.getByRole("link", { name: LINK }).click();
    await waitForPath(page, "/fairness");
    await shown(page.getByRole("heading", { name: LINK, level: 1 }));
    await shown(page.getByRole("heading", { name: /drawn by the platform/ }));
    await shown(page.getByRole("heading", { name: /the official draw/ }));
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it("opens signed out", async () => {
    const visitor = await newPage(browser, { width: 360, height: 740 });
    await visitor.page.goto(`${baseUrl}/fairness`);
    await shown(visitor.page.getByRole("heading", { name: LINK, level: 1 }));
    await visitor.context.close();
  });
});
