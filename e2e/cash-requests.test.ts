import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { dismissToasts, expectText, headerPoints, type Person, signIn } from "./support/accounts.ts";
import { seriousAxeFindings } from "./support/axe.ts";
import { fundedPlayer, PLAYER_PASSWORD } from "./support/betting.ts";
import { launchBrowser } from "./support/browser.ts";
import { api, apiLogin, DEMO_PASSWORD } from "./support/session.ts";
import { screenshot, shown, waitForPath } from "./support/ui.ts";

/**
 * Cash-in requests (issue 22, item 5): a player on a 360 px phone asks their agent (gold) for a ₱150 cash in with
 * their GCash reference; gold approves it from the Cash Requests queue; the player's balance rises by ₱150 and both
 * see the request approved, without reloading (the `cash-request:changed` and `balance` pushes). Both screens pass
 * axe-core's AA rules with the form's errors and a waiting request on screen.
 */

const baseUrl = inject("baseUrl");
const PHONE = { width: 360, height: 740 };

let browser: Browser;
let player: Person;
let gold: Person;

beforeAll(async () => {
  browser = await launchBrowser();
  const username = await fundedPlayer(baseUrl, 10, "cashreq");
  // Gold loads from its own points: the admin gives it some first.
  const admin = await apiLogin(baseUrl, "admin");
  await api(baseUrl, admin, "POST", "/admin/wallet/mint", { amountCentavos: 100_000, idempotencyKey: randomUUID() });
  const found = await api<{ items: { id: number; username: string }[] }>(
    baseUrl,
    admin,
    "GET",
    "/points/downlines/search?q=gold",
  );
  const goldId = found.items.find((item) => item.username === "gold")?.id;
  if (!goldId) throw new Error("admin cannot find gold");
  await api(baseUrl, admin, "POST", "/points/load", {
    targetUserId: goldId,
    amountCentavos: 100_000,
    idempotencyKey: randomUUID(),
  });
  player = await signIn(browser, baseUrl, username, PLAYER_PASSWORD, PHONE);
  gold = await signIn(browser, baseUrl, "gold", DEMO_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
});

describe("cash-in requests", () => {
  it("a cash-in request approved by the agent credits the player and both see it", async () => {
    const { page } = player;
    // From the wallet page (Account), as a player would find it.
    await page.goto(`${baseUrl}/player/account`);
    await page.getByRole("link", { name: "Cash in / Cash out" }).first().click();
    await waitForPath(page, "/player/cash-requests");
    await shown(page.getByRole("heading", { name: "Cash in / Cash out" }));
    await expectText(headerPoints(page), "10.00");

    // Nothing typed: every error at once, in plain words.
    await page.getByRole("button", { name: "Ask for cash in" }).click();
    await shown(page.getByText("Enter the amount"));
    await shown(page.getByText("The reference number must be 6 to 30 letters or digits"));
    expect(await seriousAxeFindings(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByLabel("Amount (₱)").fill("150");
    await page.getByLabel("Payment reference number").fill("5001 2345 6789");
    await page.getByRole("button", { name: "Ask for cash in" }).click();
    const mine = page.locator("li", { hasText: "GCash reference 500123456789" });
    await shown(mine.getByText("Waiting"));
    await dismissToasts(page);

    // Gold's queue shows it, with the reference to check against GCash.
    const agent = gold.page;
    await agent.goto(`${baseUrl}/agent/cash-requests`);
    const waiting = agent.locator("li", { hasText: player.username });
    await shown(waiting.getByText("GCash reference 500123456789"));
    expect(await seriousAxeFindings(agent)).toEqual([]);
    await waiting.getByRole("button", { name: "Approve and load ₱150.00" }).click();

    // Both see it approved, and the player's balance rose by ₱150 without a reload.
    await shown(agent.locator("li", { hasText: player.username }).getByText("Approved", { exact: true }));
    await shown(mine.getByText("Approved", { exact: true }));
    await shown(mine.getByText(/by gold/));
    await expectText(headerPoints(page), "160.00");
    expect(await mine.getByRole("button", { name: "Cancel this request" }).count()).toBe(0);
    await screenshot(page, "cash-requests-player-approved");
  });
});
