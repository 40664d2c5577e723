import pg from "pg";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createServiceDatabase } from "../apps/server/src/testing/databases.ts";
import { seriousAxeFindings } from "./support/axe.ts";
import {
  betApi,
  createEventApi,
  expectText,
  fightActionApi,
  fundedPlayer,
  PLAYER_PASSWORD,
  signedIn,
} from "./support/betting.ts";
import { launchBrowser } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { screenshot, shown, waitForPath } from "./support/ui.ts";

/**
 * Player protection as a player and their agent meet it (issue 20): a daily loss limit set on a 360 px phone refuses
 * the stake past it with what is left, and raising it waits 24 hours; a reality check over the lounge survives a
 * reload; a self-excluded player is signed out of two tabs at once and their agent cannot load them.
 */

const baseUrl = inject("baseUrl");
const PHONE = { width: 360, height: 740 };
const WAIT_MS = 15_000;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function player(base: string, prefix: string, pesos = 1_000) {
  const username = await fundedPlayer(base, pesos, prefix);
  const session = await signedIn(browser, base, username, { password: PLAYER_PASSWORD, ...PHONE });
  contexts.push(session.context);
  return { username, page: session.page };
}

async function openResponsibleGaming(page: Page, base: string) {
  await page.goto(`${base}/player/account`);
  await page.getByRole("link", { name: "Limits and breaks" }).click();
  await waitForPath(page, "/player/account/responsible-gaming");
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

describe("player protection", () => {
  it("a daily loss limit set on a phone refuses the stake past it with what is left; a raise waits 24 hours", async () => {
    const { username, page } = await player(baseUrl, "lim");
    const created = await createEventApi(baseUrl, "sabong");
    await fightActionApi(baseUrl, "sabong", created.fight.id, "open");

    await openResponsibleGaming(page, baseUrl);
    await page.getByLabel("Loss limit per 24 hours").fill("100");
    await page.getByRole("button", { name: "Save limits" }).click();
    await shown(page.getByText("Saved. New and lower limits apply now."));
    await shown(page.getByTestId("limit-loss:day").getByText("₱100.00", { exact: true }));
    await shown(page.getByTestId("limit-loss:day").getByText("Set by you"));

    // ₱60 lost so far (an open bet counts as lost): ₱40 left of the day's ₱100.
    await betApi(baseUrl, "sabong", username, created.fight.id, "MERON", 60);
    await page.goto(`${baseUrl}/player/home/${created.event.id}`);
    await page.getByTestId("side-WALA").click();
    await page.getByLabel("Amount", { exact: true }).fill("50");
    await page.getByRole("button", { name: /^Place bet/ }).click();
    await page.getByRole("button", { name: "Confirm bet" }).click();
    await shown(page.getByText("You can stake ₱40.00 more today: your daily loss limit").first());
    await screenshot(page, "protection-loss-limit-refused-phone");

    await openResponsibleGaming(page, baseUrl);
    await page.getByLabel("Loss limit per 24 hours").fill("500");
    await page.getByRole("button", { name: "Save limits" }).click();
    await shown(page.getByText(/Higher or removed limits apply on .+; until then you can cancel them\./));
    const limit = page.getByTestId("limit-loss:day");
    await shown(limit.getByText("₱100.00", { exact: true }));
    await shown(limit.getByText(/^Pending:/));
    await shown(limit.getByRole("button", { name: "Cancel the pending change of the loss limit per 24 hours" }));
    // The phone shows the page without sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "protection-limit-pending-phone");
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it("a self-excluded player is signed out of two tabs at once, and their agent cannot load them", async () => {
    const { username, page } = await player(baseUrl, "excl");
    const second = await page.context().newPage();
    await second.goto(`${baseUrl}/player/bets-history`);
    await waitForPath(second, "/player/bets-history");

    await openResponsibleGaming(page, baseUrl);
    await page.getByRole("button", { name: "Exclude myself" }).click();
    const dialog = await shown(page.getByRole("dialog", { name: "Exclude yourself?" }));
    await dialog.getByLabel("I understand that this cannot be undone for at least 6 months.").check();
    await dialog.getByRole("button", { name: "Exclude me" }).click();
    // Both tabs: the sign-in page (the one that took it says until when).
    await waitForPath(page, "/auth/login");
    await waitForPath(second, "/auth/login");
    await shown(page.getByText(/self-excluded until/i).first());
    await screenshot(second, "protection-excluded-signed-out-phone");

    const agent = await signedIn(browser, baseUrl, "gold");
    contexts.push(agent.context);
    const station = agent.page;
    await station.goto(`${baseUrl}/agent/wallet-station`);
    await station.getByLabel("Find an account").fill(username);
    await station.getByRole("button", { name: new RegExp(`^${username} `) }).click();
    await shown(station.getByRole("heading", { name: username, exact: true }));
    await shown(station.getByText(/Self-excluded until/).first());
    await station
      .locator("label")
      .filter({ hasText: /^Load points$/ })
      .click();
    await station.getByLabel("Amount (pesos)").fill("10");
    await station.getByRole("button", { name: "Load points", exact: true }).click();
    const confirm = station.getByRole("dialog", { name: "Confirm load" });
    if (await confirm.isVisible().catch(() => false)) await confirm.getByRole("button", { name: "Load now" }).click();
    await shown(station.getByText(/nobody can load them/).first());
    await screenshot(station, "protection-excluded-load-refused");

    // The admin's Responsible gaming page lists the player as self-excluded.
    const admin = await signedIn(browser, baseUrl, "admin");
    contexts.push(admin.context);
    await admin.page.goto(`${baseUrl}/admin/responsible-gaming`);
    await shown(admin.page.getByRole("heading", { name: "Responsible gaming" }).first());
    await shown(admin.page.getByText(username).first());
    expect(await seriousAxeFindings(admin.page)).toEqual([]);
    await screenshot(admin.page, "protection-admin-list");
  });
});

describe("the reality check", () => {
  let server: RunningServer | undefined;
  let database: Awaited<ReturnType<typeof createServiceDatabase>> | undefined;
  let db: pg.Client | undefined;

  beforeAll(async () => {
    // Its own server on PostgreSQL: the test moves the play session's start back an hour, as time would.
    database = await createServiceDatabase("sabong_e2e_rc");
    server = await startServer({ DATABASE_URL: database.url });
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    await server?.stop();
    await database?.drop();
  }, 60_000);

  it("appears over the lounge with the session's figures from the server and survives a reload", async () => {
    const base = server?.url as string;
    const { username, page } = await player(base, "rc", 500);
    await page.goto(`${base}/player/home`);
    const sessions = async () =>
      (
        await db?.query("select s.id from play_sessions s join users u on u.id = s.user_id where u.username = $1", [
          username,
        ])
      )?.rowCount ?? 0;
    await expect.poll(sessions, { timeout: WAIT_MS }).toBeGreaterThan(0);
    // An hour and a minute signed in: the 60-minute check is due.
    await db?.query(
      `update play_sessions set started_at = started_at - interval '61 minutes'
       where user_id = (select id from users where username = $1)`,
      [username],
    );
    await page.reload();
    const check = await shown(page.getByRole("dialog", { name: "Reality check" }));
    await expectText(check.getByTestId("reality-played"), "1 h 1 min");
    await screenshot(page, "protection-reality-check-phone");
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.reload();
    await shown(page.getByRole("dialog", { name: "Reality check" }));
    await page.getByRole("dialog", { name: "Reality check" }).getByRole("button", { name: "Continue" }).click();
    await page.getByRole("dialog", { name: "Reality check" }).waitFor({ state: "hidden", timeout: WAIT_MS });
    await page.reload();
    await shown(page.getByRole("heading").first());
    expect(await page.getByRole("dialog", { name: "Reality check" }).count()).toBe(0);
  }, 180_000);
});
