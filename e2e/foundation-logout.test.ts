import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser.ts";
import { DEMO_PASSWORD, loginThroughUi } from "./support/session.ts";
import { gone, localStorageKeys, markDocument, markerOf, shown, storedToken, waitForPath } from "./support/ui.ts";

/**
 * Logout (spec section 4): clears all local storage, forgets who was signed in, closes the sidebar and goes to
 * /auth/login. Something else is put in localStorage first, so "all" is really checked, and coming back to the area
 * afterwards must fail its guard.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function addOtherStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.localStorage.setItem("e2e-other-key", "left by another screen");
    window.localStorage.setItem("e2e-preference", "dark");
  });
  expect(await localStorageKeys(page)).toEqual(expect.arrayContaining(["accessToken", "e2e-other-key"]));
}

async function expectSignedOut(page: Page, area: string): Promise<void> {
  await waitForPath(page, "/auth/login");
  await shown(page.getByRole("heading", { name: "Sign in" }));
  expect(await localStorageKeys(page)).toEqual([]);
  await page.goto(`${baseUrl}${area}`);
  await waitForPath(page, "/auth/login");
  expect(await storedToken(page)).toBeNull();
}

const SIDEBAR_LOGOUTS = [
  { username: "admin", home: "/admin/dashboard", menu: "Admin menu", label: "Logout" },
  { username: "gold", home: "/agent/dashboard", menu: "Agent menu", label: "Logout" },
  { username: "cashier", home: "/staff/dashboard", menu: "Staff menu", label: "Logout" },
  { username: "operator", home: "/operator/arena", menu: "Operator menu", label: "Logout" },
  { username: "player", home: "/player/home", menu: "Player menu", label: "Log Out" },
];

describe("logout", () => {
  for (const { username, home, menu, label } of SIDEBAR_LOGOUTS) {
    it(`${username}: '${label}' in the sidebar empties localStorage and lands on /auth/login`, async () => {
      const { context, page } = await newPage(browser);
      await loginThroughUi(page, baseUrl, username);
      await waitForPath(page, home);
      await addOtherStorage(page);
      await page.getByRole("navigation", { name: menu }).getByRole("button", { name: label, exact: true }).click();
      await expectSignedOut(page, home);
      await context.close();
    });
  }

  it("agent: Logout from the header dropdown", async () => {
    const { context, page } = await newPage(browser);
    await loginThroughUi(page, baseUrl, "gold");
    await waitForPath(page, "/agent/dashboard");
    await addOtherStorage(page);
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "gold MASTER-AGENT" }).click();
    await header.getByRole("button", { name: "Logout" }).click();
    await expectSignedOut(page, "/agent/dashboard");
    // The browser's back button does not bring the agent screens back either.
    await page.goBack();
    await waitForPath(page, "/auth/login");
    await context.close();
  });

  it("on a narrow screen, logging out from the open menu leaves it closed for the next sign-in", async () => {
    const { context, page } = await newPage(browser, { width: 800, height: 900 });
    await loginThroughUi(page, baseUrl, "player");
    await waitForPath(page, "/player/home");
    // The sign-in left a device cookie (decision 0010): for sign-in only, and HttpOnly, so the page cannot read it.
    const [device] = (await context.cookies()).filter((cookie) => cookie.name.startsWith("sabong_device_"));
    expect(device).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/login" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("sabong_device_");
    const menu = page.getByRole("navigation", { name: "Player menu" });
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await shown(menu);
    // Marks this document: signing in again below must happen in the same page, without a reload.
    await markDocument(page, "same page");
    await menu.getByRole("button", { name: "Log Out" }).click();
    await waitForPath(page, "/auth/login");
    expect(await localStorageKeys(page)).toEqual([]);

    await page.getByLabel("Username").fill("player");
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    const signIn = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/login");
    await page.getByRole("button", { name: "Sign in" }).click();
    // Signing out kept the device's trust: the next sign-in sends the cookie back.
    expect((await (await signIn).allHeaders()).cookie).toContain(`${device?.name}=`);
    await waitForPath(page, "/player/home");
    expect(await markerOf(page)).toBe("same page");
    await shown(page.getByRole("heading", { name: "Sabong Lounge" }));
    await gone(menu);
    expect(await page.getByRole("button", { name: "Toggle sidebar" }).getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });
});
