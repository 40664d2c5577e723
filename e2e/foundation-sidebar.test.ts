import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser.ts";
import { loginThroughUi } from "./support/session.ts";
import { gone, screenshot, shown, waitForPath } from "./support/ui.ts";

/**
 * The sidebar (spec sections 2, 4 and 9): under 992px it is an off-canvas menu opened by the toggle and closed by a
 * click outside it; from 992px it is shown and the toggle collapses it; one dropdown group is open at a time.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signIn(username: string, home: string, width: number): Promise<Page> {
  const { page } = await newPage(browser, { width, height: 800 });
  await loginThroughUi(page, baseUrl, username);
  await waitForPath(page, home);
  return page;
}

const toggleOf = (page: Page) => page.getByRole("button", { name: "Toggle sidebar" });

async function expanded(locator: Locator): Promise<string | null> {
  return locator.getAttribute("aria-expanded");
}

describe("sidebar under 992px (800px wide)", () => {
  const shells = [
    { username: "admin", home: "/admin/dashboard", menu: "Admin menu", inside: "Accounts", heading: "Dashboard" },
    { username: "player", home: "/player/home", menu: "Player menu", inside: null, heading: "Sabong Lounge" },
  ];
  for (const { username, home, menu: menuName, inside, heading } of shells) {
    it(`${username}: hidden; the toggle opens it; a click inside keeps it; a click outside closes it`, async () => {
      const page = await signIn(username, home, 800);
      const menu = page.getByRole("navigation", { name: menuName });
      const toggle = toggleOf(page);
      await shown(page.getByRole("heading", { level: 1, name: heading }));
      await gone(menu);
      expect(await expanded(toggle)).toBe("false");

      await toggle.click();
      await shown(menu);
      expect(await expanded(toggle)).toBe("true");
      await screenshot(page, `sidebar-800-${username}-open`, false);

      // A click inside the menu (a group toggle or its brand) leaves it open.
      if (inside) await menu.getByRole("button", { name: inside }).click();
      else await menu.getByText("Sabong Live").click();
      await page.waitForTimeout(300);
      await shown(menu);

      // A click outside it (on the dimmed page to its right) closes it.
      await page.mouse.click(700, 400);
      await gone(menu);
      expect(await expanded(toggle)).toBe("false");

      // Following a link closes it. (The open menu covers the toggle, so closing is by a click outside or a link.)
      await toggle.click();
      const link = menu.getByRole("link").last();
      const target = await link.getAttribute("href");
      await link.click();
      await waitForPath(page, target ?? "");
      await gone(menu);
      await page.context().close();
    });
  }

  it("the breakpoint is 992px: at 991 the menu is off-canvas, at 992 it is shown", async () => {
    const page = await signIn("gold", "/agent/dashboard", 991);
    const menu = page.getByRole("navigation", { name: "Agent menu" });
    await shown(page.getByRole("heading", { level: 1, name: "Dashboard" }));
    await gone(menu);
    await page.setViewportSize({ width: 992, height: 800 });
    await shown(menu);
    // Open on a narrow screen, then widened: no dimmed off-canvas state is left behind.
    await page.setViewportSize({ width: 991, height: 800 });
    await gone(menu);
    await toggleOf(page).click();
    await shown(menu);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The browser reports a resize once per frame: wait until the wide layout has dropped the dimmed backdrop, as a
    // person widening the window would see, before narrowing again.
    await page.locator(".shell-backdrop").waitFor({ state: "detached" });
    await page.setViewportSize({ width: 991, height: 800 });
    await gone(menu);
    await page.context().close();
  });
});

describe("sidebar on a desktop (1280px wide)", () => {
  it("is shown beside the screen; the toggle collapses and expands it; outside clicks do nothing", async () => {
    const page = await signIn("operator", "/operator/arena", 1280);
    const menu = page.getByRole("navigation", { name: "Operator menu" });
    const toggle = toggleOf(page);
    const title = page.getByRole("heading", { level: 1, name: "Event List" });
    await shown(menu);
    await shown(title);
    expect(await expanded(toggle)).toBe("true");
    const besideMenu = (await title.boundingBox())?.x ?? 0;
    expect(besideMenu).toBeGreaterThanOrEqual(((await menu.boundingBox())?.width ?? 0) - 1);

    await toggle.click();
    await gone(menu);
    expect(await expanded(toggle)).toBe("false");
    // The screen takes the freed width.
    await expect.poll(async () => (await title.boundingBox())?.x ?? 0).toBeLessThan(besideMenu - 100);
    await screenshot(page, "sidebar-desktop-collapsed", false);

    // A click elsewhere does not bring it back.
    await page.mouse.click(900, 500);
    await page.waitForTimeout(300);
    await gone(menu);

    await toggle.click();
    await shown(menu);
    expect(await expanded(toggle)).toBe("true");
    await expect.poll(async () => (await title.boundingBox())?.x ?? 0).toBe(besideMenu);

    // On a desktop a click on the page does not close the shown sidebar either.
    await page.mouse.click(900, 500);
    await page.waitForTimeout(300);
    await shown(menu);
    await page.context().close();
  });

  it("only one dropdown group is open at a time", async () => {
    const page = await signIn("admin", "/admin/dashboard", 1280);
    const menu = page.getByRole("navigation", { name: "Admin menu" });
    const groups = {
      Home: { toggle: menu.getByRole("button", { name: "Home" }), link: "Accounting Reports" },
      "Wallet Station": { toggle: menu.getByRole("button", { name: "Wallet Station" }), link: "Wallet Logs" },
      Accounts: { toggle: menu.getByRole("button", { name: "Accounts" }), link: "All Users" },
    };
    type Name = keyof typeof groups;
    const expectOpen = async (open: Name | null) => {
      for (const [name, group] of Object.entries(groups) as [Name, (typeof groups)[Name]][]) {
        expect(await expanded(group.toggle), `${name} expanded`).toBe(String(name === open));
        const link = menu.getByRole("link", { name: group.link, exact: true });
        if (name === open) await shown(link);
        else await gone(link);
      }
    };

    // The group of the current screen starts open.
    await expectOpen("Home");
    await groups["Wallet Station"].toggle.click();
    await expectOpen("Wallet Station");
    await groups.Accounts.toggle.click();
    await expectOpen("Accounts");
    await groups.Home.toggle.click();
    await expectOpen("Home");
    // Clicking the open group closes it: none open.
    await groups.Home.toggle.click();
    await expectOpen(null);

    // Going to a screen of another group opens that group.
    await groups.Accounts.toggle.click();
    await menu.getByRole("link", { name: "Approvals" }).click();
    await waitForPath(page, "/admin/approvals");
    await expectOpen("Accounts");
    await page.context().close();
  });
});
