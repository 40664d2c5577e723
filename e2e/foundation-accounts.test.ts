import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser.ts";
import { loginThroughUi } from "./support/session.ts";
import {
  createActivePlayer,
  gone,
  refCodeOf,
  screenshot,
  shown,
  storedToken,
  textOf,
  uniqueName,
  waitForPath,
} from "./support/ui.ts";

/**
 * Registration through a referral link, the pending-approval refusal at login, and changing a password.
 * The password change runs on a fresh player (registered with gold's code and approved through
 * POST /api/user/approvals/:id/approve), so the demo accounts keep demo1234 for the other suites.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Submits the login form on the current login screen (no reload) and returns the refusal shown. */
async function refusedLogin(page: Page, username: string, password: string): Promise<string> {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const message = await textOf(page.getByRole("main").getByRole("alert"));
  expect(new URL(page.url()).pathname).toBe("/auth/login");
  expect(await storedToken(page)).toBeNull();
  return message;
}

describe("registration", () => {
  it("a new player registers through gold's referral link and is refused at login while pending", async () => {
    const refCode = await refCodeOf(baseUrl, "gold");
    const username = uniqueName("reg");
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/auth/register?ref=${refCode}`);
    await shown(page.getByRole("heading", { name: "Create an account" }));
    expect(await page.getByLabel("Referral code").inputValue()).toBe(refCode);

    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Name", { exact: true }).fill("Registered Through Link");
    await page.getByLabel("Password", { exact: true }).fill("firstpass123");
    await page.getByLabel("Type the password again").fill("firstpass123");
    await page.getByLabel("Date of birth").fill("1990-05-17");
    await page
      .getByLabel("Mobile number")
      .fill(`0917 ${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`);
    await page.getByRole("button", { name: "Create account" }).click();

    await shown(page.getByRole("heading", { name: "Registration received" }));
    expect(await textOf(page.getByRole("status"))).toBe(
      "Registration received. You can log in once your agent approves your account.",
    );
    await screenshot(page, "auth-register-received");

    await page.getByRole("link", { name: "Back to login" }).click();
    await waitForPath(page, "/auth/login");
    expect(await refusedLogin(page, username, "firstpass123")).toBe(
      "Your account is waiting for approval by your upline",
    );
    await context.close();
  });

  it("an unknown referral code is refused with the server's message and nothing is created", async () => {
    const { context, page } = await newPage(browser);
    const username = uniqueName("bad");
    await page.goto(`${baseUrl}/auth/register?ref=NOSUCHCODE`);
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Name", { exact: true }).fill("Nobody's Player");
    await page.getByLabel("Password", { exact: true }).fill("firstpass123");
    await page.getByLabel("Type the password again").fill("firstpass123");
    await page.getByLabel("Date of birth").fill("1990-05-17");
    await page
      .getByLabel("Mobile number")
      .fill(`0917 ${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`);
    await page.getByRole("button", { name: "Create account" }).click();
    expect(await textOf(page.getByRole("main").getByRole("alert"))).toBe(
      "That referral code is not valid. Ask your agent for a new link.",
    );
    await shown(page.getByRole("heading", { name: "Create an account" }));

    await page.goto(`${baseUrl}/auth/login`);
    expect(await refusedLogin(page, username, "firstpass123")).toBe("Invalid username or password");
    await context.close();
  });
});

describe("change password", () => {
  it("a player changes the password: the new one signs in, the old one is refused", async () => {
    const { username, password: oldPassword } = await createActivePlayer(baseUrl, {
      password: "oldpass1234",
      prefix: "pw",
    });
    const newPassword = "newpass5678";
    const { context, page } = await newPage(browser);
    await loginThroughUi(page, baseUrl, username, oldPassword);
    await waitForPath(page, "/player/home");

    await page.getByRole("navigation", { name: "Player menu" }).getByRole("link", { name: "Change Password" }).click();
    await waitForPath(page, "/player/change-password");
    await shown(page.getByRole("heading", { level: 1, name: "Change Password" }));

    // A mismatched confirmation never reaches the server.
    await page.getByLabel("Current password").fill(oldPassword);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill("something-else");
    await page.getByRole("button", { name: "Change password" }).click();
    await shown(page.getByText("The new passwords do not match"));

    // A wrong current password is refused with the server's message.
    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Change password" }).click();
    expect(await textOf(page.getByRole("main").getByRole("alert"))).toBe("Current password is incorrect");

    await page.getByLabel("Current password").fill(oldPassword);
    await page.getByRole("button", { name: "Change password" }).click();
    const toast = page.locator(".Toastify__toast", { hasText: "Password changed." });
    expect(await textOf(toast)).toBe("Password changed. Your other sessions have been signed out.");
    await gone(page.getByRole("main").getByRole("alert").filter({ hasText: "Current password is incorrect" }));
    expect(await page.getByLabel("Current password").inputValue()).toBe("");
    await screenshot(page, "player-change-password");

    await page.getByRole("navigation", { name: "Player menu" }).getByRole("button", { name: "Log Out" }).click();
    await waitForPath(page, "/auth/login");
    expect(await refusedLogin(page, username, oldPassword)).toBe("Invalid username or password");

    await loginThroughUi(page, baseUrl, username, newPassword);
    await waitForPath(page, "/player/home");
    await shown(page.getByText("Welcome player!"));
    await context.close();
  });
});
