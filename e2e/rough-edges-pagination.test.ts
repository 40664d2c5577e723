import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createEventApi, fightActionApi, fundedPlayer, PLAYER_PASSWORD } from "./support/betting.ts";
import { launchBrowser, newPage } from "./support/browser.ts";
import { api, apiLogin, loginThroughUi } from "./support/session.ts";
import { screenshot, shown } from "./support/ui.ts";

/**
 * Long lists page by first / previous / next / last and a page jump: a fresh player loaded once places 40 bets through
 * the API, so the admin's view of that player's wallet log holds 41 movements, 5 pages of 10 on a 360 px phone.
 */

const baseUrl = inject("baseUrl");
const BETS = 40;
const ROWS = BETS + 1;
let browser: Browser;
let player: string;
let playerId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  player = await fundedPlayer(baseUrl, 1_000, "pager");
  const admin = await apiLogin(baseUrl, "admin");
  const found = await api<{ items: { id: number; username: string }[] }>(
    baseUrl,
    admin,
    "GET",
    `/points/downlines/search?q=${encodeURIComponent(player)}`,
  );
  const id = found.items.find((item) => item.username === player)?.id;
  if (id === undefined) throw new Error(`admin cannot find ${player}`);
  playerId = id;
  const { fight } = await createEventApi(baseUrl, "sabong");
  await fightActionApi(baseUrl, "sabong", fight.id, "open");
  const token = await apiLogin(baseUrl, player, PLAYER_PASSWORD);
  for (let i = 0; i < BETS; i += 1) {
    await api(baseUrl, token, "POST", "/bets2/bets", {
      fightId: fight.id,
      side: "MERON",
      stakeCentavos: 2_000,
      idempotencyKey: randomUUID(),
    });
  }
});

afterAll(async () => {
  await browser?.close();
});

describe("pagination of a long list", () => {
  it("the admin on a phone goes to the last page, jumps to a page by number, and back to the first", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await loginThroughUi(page, baseUrl, "admin");
    await page.goto(`${baseUrl}/admin/wallet-log?userId=${playerId}&user=${encodeURIComponent(player)}`);
    await shown(page.getByText(`1–20 of ${ROWS} movements`));
    // The rows-per-page menu stays beside the pager.
    await page.getByLabel(/^Rows/).selectOption("10");
    await shown(page.getByText(`1–10 of ${ROWS} movements`));
    const pager = page.getByRole("navigation", { name: "Pages of movements" });
    const param = (name: string) => new URL(page.url()).searchParams.get(name);
    const button = (name: string) => pager.getByRole("button", { name, exact: true });
    const jump = pager.getByLabel("Go to page");
    expect(await button("« First").isDisabled()).toBe(true);
    expect(await button("‹ Previous").isDisabled()).toBe(true);
    await shown(pager.getByText("of 5", { exact: true }));

    // On a phone the buttons keep only their arrows, and the whole pager fits the screen.
    const box = await pager.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(360);
    expect((await button("Last »").boundingBox())?.width ?? 0).toBeLessThan(48);
    await pager.scrollIntoViewIfNeeded();
    await screenshot(page, "rough-edges-pagination-360", false);

    await button("Last »").click();
    await shown(page.getByText(`41–41 of ${ROWS} movements`));
    expect(param("page")).toBe("5");
    expect(param("pageSize")).toBe("10");
    expect(param("userId")).toBe(String(playerId));
    expect(await button("Last »").isDisabled()).toBe(true);
    expect(await button("Next ›").isDisabled()).toBe(true);
    expect(await jump.inputValue()).toBe("5");

    // Type a page number and press Enter.
    await jump.fill("3");
    await jump.press("Enter");
    await shown(page.getByText(`21–30 of ${ROWS} movements`));
    expect(param("page")).toBe("3");
    // On a phone the movements are stacked cards.
    const cards = page.getByRole("list", { name: "Wallet movements" }).locator(":scope > li");
    await expect.poll(() => cards.count()).toBe(10);

    // A page past the end is clamped to the last one.
    await jump.fill("99");
    await pager.getByRole("button", { name: "Go", exact: true }).click();
    await shown(page.getByText(`41–41 of ${ROWS} movements`));
    expect(param("page")).toBe("5");
    expect(await jump.inputValue()).toBe("5");

    await button("« First").click();
    await shown(page.getByText(`1–10 of ${ROWS} movements`));
    expect(param("page") ?? "1").toBe("1");
    expect(param("pageSize")).toBe("10");
    expect(await jump.inputValue()).toBe("1");
    await context.close();
  });
});
