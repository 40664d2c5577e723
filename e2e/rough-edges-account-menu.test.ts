import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser.ts";
import { loginThroughUi } from "./support/session.ts";
import { screenshot, shown, waitForPath } from "./support/ui.ts";

/** The header's account menu opens inside the window: it sits at the header's right end (issue 12, item 2). */

const baseUrl = inject("baseUrl");
const WIDTH = 1280;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("the header's account menu", () => {
  for (const { username, home } of [
    { username: "admin", home: "/admin/dashboard" },
    { username: "gold", home: "/agent/dashboard" },
    { username: "operator", home: "/operator/arena" },
  ]) {
    it(`${username} at ${WIDTH} px: the open menu is wholly inside the window`, async () => {
      const { context, page } = await newPage(browser, { width: WIDTH, height: 800 });
      await loginThroughUi(page, baseUrl, username);
      await waitForPath(page, home);
      const toggle = page.getByRole("banner").locator(".user-menu-toggle");
      await toggle.click();
      const menu = await shown(page.getByRole("banner").locator(".dropdown-menu.show"));
      await shown(menu.getByRole("button", { name: "Logout" }));
      const box = await menu.boundingBox();
      const toggleBox = await toggle.boundingBox();
      expect(box && toggleBox).toBeTruthy();
      if (box && toggleBox) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
        // Below its toggle, right edges aligned.
        expect(box.y).toBeGreaterThanOrEqual(toggleBox.y + toggleBox.height);
        expect(Math.abs(box.x + box.width - (toggleBox.x + toggleBox.width))).toBeLessThan(2);
      }
      await screenshot(page, `account-menu-${username}-${WIDTH}`, false);
      await context.close();
    });
  }
});
