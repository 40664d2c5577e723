import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser.ts";
import { loginThroughUi } from "./support/session.ts";
import { acceptDialog, gone, screenshot, shown, textOf, waitForPath } from "./support/ui.ts";

/**
 * Toast notices (spec section 9): top-right, newest on top, shown about 5000 ms. Two real notices on the admin
 * dashboard: 'Copied' from the referral link's Copy button, then the answer of "Refresh players' site".
 */

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("toasts", () => {
  it("appear top-right, newest on top, and go away after about five seconds", async () => {
    const { context, page } = await newPage(browser);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    await loginThroughUi(page, baseUrl, "admin");
    await waitForPath(page, "/admin/dashboard");
    const main = page.getByRole("main");

    await main.getByRole("button", { name: "Copy" }).click();
    const toasts = page.locator(".Toastify__toast");
    await shown(toasts.first());
    expect(await textOf(toasts.first())).toBe("Copied");
    // The copy really happened: the clipboard holds the referral link shown on the dashboard.
    const link = await main.getByLabel("Referral link").inputValue();
    expect(link).toMatch(/\/auth\/register\?ref=[A-Z0-9]+$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    expect(
      await acceptDialog(page, () => main.getByRole("button", { name: "Refresh players' site" }).click()),
    ).toContain("Refresh every player's site now?");
    await expect.poll(() => toasts.count()).toBe(2);
    const newestShownAt = Date.now();
    // Away from the pointer (hovering a toast pauses its timer; the button clicked sits under the older one).
    await page.mouse.move(400, 700);
    // Newest on top.
    expect(await textOf(toasts.nth(0))).toBe("Players' pages are refreshing");
    expect(await textOf(toasts.nth(1))).toBe("Copied");
    const [top, below] = [await toasts.nth(0).boundingBox(), await toasts.nth(1).boundingBox()];
    expect(top && below && top.y < below.y).toBe(true);

    // In the top-right corner.
    const container = page.locator(".Toastify__toast-container");
    expect(await container.getAttribute("class")).toContain("Toastify__toast-container--top-right");
    const box = await container.boundingBox();
    const viewport = page.viewportSize();
    // At the top, just below the header and the screen's header actions (so their buttons stay clickable:
    // e2e/rough-edges-shells.test.ts).
    const header = await page.locator(".page-header").boundingBox();
    expect(box && viewport && header).toBeTruthy();
    if (box && viewport && header) {
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.y).toBeLessThan(header.y + header.height + 40);
      expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
      expect(box.x).toBeGreaterThan(viewport.width / 2);
    }
    await screenshot(page, "toasts-top-right", false);

    // They close on their own after about five seconds (5000 ms shown, 300 ms fade).
    const newest = toasts.filter({ hasText: "Players' pages are refreshing" });
    await gone(newest, 12_000);
    const lifetime = Date.now() - newestShownAt;
    expect(lifetime).toBeGreaterThanOrEqual(4500);
    expect(lifetime).toBeLessThan(9000);
    await gone(toasts.filter({ hasText: "Copied" }), 5000);
    await context.close();
  });
});
