import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser.ts";
import { apiLogin, loginThroughUi } from "./support/session.ts";
import {
  forgeToken,
  localStorageKeys,
  screenshot,
  shown,
  storedToken,
  storeToken,
  textOf,
  waitForPath,
} from "./support/ui.ts";

/**
 * Rough edges of the shells (issue 12, item 2): the loader's menu reaches its players and approvals, the agent type
 * label fits a 360 px header, a signed-in user opening /auth/login goes home, and toasts (still top-right) sit
 * below the header instead of over its buttons.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function heading(page: Page, name: string): Locator {
  return page.getByRole("heading", { level: 1, name, exact: true });
}

describe("the loader's menu", () => {
  it("leads to its players (where it creates players) and to Approvals", async () => {
    const { context, page } = await newPage(browser);
    await loginThroughUi(page, baseUrl, "loader");
    await waitForPath(page, "/agent/dashboard");
    // The referral link the loader is shown on its dashboard brings registrations to approve.
    await shown(page.getByRole("main").getByLabel("Referral link"));
    const menu = page.getByRole("navigation", { name: "Agent menu" });

    await menu.getByRole("link", { name: "Approvals", exact: true }).click();
    await waitForPath(page, "/agent/approvals");
    await shown(heading(page, "Approvals"));

    await menu.getByRole("link", { name: "Active PLAYERS", exact: true }).click();
    await waitForPath(page, "/agent/downlines");
    await shown(heading(page, "Active PLAYERS"));
    await page.getByRole("button", { name: "+ New downline" }).click();
    const dialog = page.getByRole("dialog", { name: "New downline" });
    await shown(dialog);
    // A loader creates players only.
    expect(await dialog.getByLabel("Account type").locator("option").allInnerTexts()).toEqual(["PLAYER"]);
    await screenshot(page, "rough-edges-loader-create-player");
    await context.close();
  });
});

describe("the agent type label on a 360 px phone", () => {
  for (const [username, label] of [
    ["gold", "MASTER-AGENT"],
    ["incorporator", "HEAD-INCORPORATOR"],
  ] as const) {
    it(`${username}: '${label}' is shown whole in the header`, async () => {
      const { context, page } = await newPage(browser, { width: 360, height: 740 });
      await loginThroughUi(page, baseUrl, username);
      await waitForPath(page, "/agent/dashboard");
      const account = page.getByRole("banner").getByRole("button", { name: `${username} ${label}`, exact: true });
      const detail = account.getByText(label, { exact: true });
      await shown(detail);
      const fit = await detail.evaluate((element) => {
        const box = element.getBoundingClientRect();
        // Every box that could clip the label: the text column, the button, the header.
        const clips = [element.parentElement, element.closest("button"), element.closest("header")].map((clip) =>
          clip ? clip.getBoundingClientRect() : box,
        );
        // Lines it is set on: no more than its hyphen-separated parts, so no word is split.
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        return {
          text: element.textContent,
          wordsWhole: lines <= (element.textContent ?? "").split("-").length,
          overflowing: element.scrollWidth > element.clientWidth,
          inside: clips.every((clip) => box.left >= clip.left - 0.5 && box.right <= clip.right + 0.5),
          inViewport: box.left >= 0 && box.right <= window.innerWidth,
        };
      });
      expect(fit).toEqual({ text: label, wordsWhole: true, overflowing: false, inside: true, inViewport: true });
      // The points stay in the header beside it.
      await shown(page.getByRole("banner").getByTestId("points-balance"));
      await screenshot(page, `rough-edges-type-label-${username}-360`, false);
      await context.close();
    });
  }
});

describe("a signed-in user opening /auth/login", () => {
  const homes = [
    ["admin", "/admin/dashboard"],
    ["gold", "/agent/dashboard"],
    ["loader", "/agent/dashboard"],
    ["operator", "/operator/arena"],
    ["cashier", "/staff/dashboard"],
    ["player", "/player/home"],
  ] as const;
  for (const [username, home] of homes) {
    it(`${username} is sent to ${home}`, async () => {
      const { context, page } = await newPage(browser);
      await storeToken(page, baseUrl, await apiLogin(baseUrl, username));
      await page.goto(`${baseUrl}/auth/login`);
      await waitForPath(page, home);
      expect(await page.getByLabel("Password").count()).toBe(0);
      await context.close();
    });
  }

  it("after signing in and logging out, /auth/login shows the form again", async () => {
    const { context, page } = await newPage(browser);
    await loginThroughUi(page, baseUrl, "admin");
    await waitForPath(page, "/admin/dashboard");
    await page.goto(`${baseUrl}/auth/login`);
    await waitForPath(page, "/admin/dashboard");

    await page.getByRole("navigation", { name: "Admin menu" }).getByRole("button", { name: "Logout" }).click();
    await waitForPath(page, "/auth/login");
    await shown(page.getByRole("heading", { name: "Sign in" }));
    expect(await localStorageKeys(page)).toEqual([]);
    await page.reload();
    await shown(page.getByRole("heading", { name: "Sign in" }));
    expect(new URL(page.url()).pathname).toBe("/auth/login");
    await context.close();
  });

  it("a token the server refuses is dropped and the form is shown, without bouncing", async () => {
    const { context, page } = await newPage(browser);
    await storeToken(
      page,
      baseUrl,
      forgeToken({ sub: "1", sid: "stale", type: "user", role: "gold-agent", username: "stale", name: "Stale" }),
    );
    const refused = page.waitForResponse(
      (response) => new URL(response.url()).pathname.startsWith("/api/") && response.status() === 401,
    );
    await page.goto(`${baseUrl}/auth/login`);
    await refused;
    await waitForPath(page, "/auth/login");
    await shown(page.getByRole("heading", { name: "Sign in" }));
    expect(await storedToken(page)).toBeNull();
    // It stays there: the form is usable and signs in.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe("/auth/login");
    await page.getByLabel("Username").fill("gold");
    await shown(page.getByLabel("Password"));
    await context.close();
  });

  it("a guard's refusal still shows the form (a player opening the admin area)", async () => {
    const { context, page } = await newPage(browser);
    await storeToken(page, baseUrl, await apiLogin(baseUrl, "player"));
    await page.goto(`${baseUrl}/admin/dashboard`);
    await waitForPath(page, "/auth/login");
    await shown(page.getByRole("heading", { name: "Sign in" }));
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe("/auth/login");
    await context.close();
  });
});

/** Every visible button of the top bar and of the screen's header is what a click at its centre reaches. */
async function headerButtonsReached(page: Page): Promise<{ name: string; reached: boolean }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll(".shell-topbar button, .page-header :is(button, a.btn)")]
      .filter((button) => button.checkVisibility())
      .map((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { name: button.getAttribute("aria-label") ?? button.textContent ?? "", reached: button.contains(hit) };
      }),
  );
}

describe("toasts and the console's header", () => {
  for (const { username, home, width, pageButton } of [
    { username: "admin", home: "/admin/dashboard", width: 1280, pageButton: "Refresh players' site" },
    { username: "gold", home: "/agent/dashboard", width: 360, pageButton: null },
  ]) {
    it(`${username} at ${width} px: toasts sit top-right below the header, whose buttons stay clickable`, async () => {
      const { context, page } = await newPage(browser, { width, height: 740 });
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      await loginThroughUi(page, baseUrl, username);
      await waitForPath(page, home);
      const copy = page.getByRole("main").getByRole("button", { name: "Copy" });
      // Two toasts, stacked.
      await copy.click();
      await copy.click();
      const toasts = page.locator(".Toastify__toast");
      await expect.poll(() => toasts.count()).toBe(2);
      expect(await textOf(toasts.first())).toBe("Copied");
      await page.mouse.move(width / 2, 700);
      // Copy sits lower down: back to the top of the screen, where its header is (the toasts follow on scroll).
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(100);

      const topbar = await page.getByRole("banner").boundingBox();
      const pageHeader = await page.locator(".page-header").boundingBox();
      const box = await toasts.first().boundingBox();
      expect(topbar && pageHeader && box).toBeTruthy();
      if (topbar && pageHeader && box) {
        const below = Math.max(topbar.y + topbar.height, pageHeader.y + pageHeader.height);
        // Below both headers, close to them, and at the right edge.
        expect(box.y).toBeGreaterThanOrEqual(below);
        expect(box.y).toBeLessThan(below + 40);
        expect(width - (box.x + box.width)).toBeLessThan(40);
      }
      const buttons = await headerButtonsReached(page);
      expect(buttons.map((button) => button.name)).toEqual(expect.arrayContaining(["Toggle sidebar"]));
      if (pageButton) expect(buttons.map((button) => button.name)).toContain(pageButton);
      expect(buttons.filter((button) => !button.reached)).toEqual([]);
      // And a real click on the account menu opens it while the toasts are up.
      const account = page.getByRole("banner").locator(".user-menu-toggle");
      await account.click();
      expect(await account.getAttribute("aria-expanded")).toBe("true");
      expect(await toasts.count()).toBe(2);
      await screenshot(page, `rough-edges-toast-below-header-${width}`, false);
      await context.close();
    });
  }
});
