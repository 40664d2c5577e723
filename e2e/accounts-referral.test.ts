import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectText, headerPoints, type Person, signIn } from "./support/accounts.ts";
import { launchBrowser, newPage } from "./support/browser.ts";
import { DEMO_PASSWORD } from "./support/session.ts";
import { gone, screenshot, shown, textOf, uniqueName, waitForPath } from "./support/ui.ts";

/**
 * From a referral link to a first login: the agent copies its link, a new person registers through it, is refused
 * at login while pending, the agent approves (and rejects another) on /agent/approvals, and the approved player
 * logs in. The agent's summary counts the registration waiting, and its players list shows the new player.
 */

const baseUrl = inject("baseUrl");
const AGENT = "gold";
const PASSWORD = "referred-123";

let browser: Browser;
let agent: Person;

beforeAll(async () => {
  browser = await launchBrowser();
  agent = await signIn(browser, baseUrl, AGENT, DEMO_PASSWORD);
  await agent.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
});

afterAll(async () => {
  await browser?.close();
});

async function awaitingApproval(page: Page): Promise<number> {
  await page.goto(`${baseUrl}/agent/summary`);
  const figure = page.getByTestId("summary-approvals");
  await expect.poll(async () => (await figure.textContent())?.trim(), { timeout: 15_000 }).toMatch(/^\d[\d,]*$/);
  return Number((await textOf(figure)).replace(/,/g, ""));
}

async function register(page: Page, link: string, username: string, name: string): Promise<void> {
  await page.goto(link);
  await shown(page.getByRole("heading", { name: "Create an account" }));
  expect(await page.getByLabel("Referral code").inputValue()).toBe(new URL(link).searchParams.get("ref"));
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Type the password again").fill(PASSWORD);
  await page.getByLabel("Date of birth").fill("1990-05-17");
  await page
    .getByLabel("Mobile number")
    .fill(`0917 ${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`);
  await page.getByRole("button", { name: "Create account" }).click();
  await shown(page.getByRole("heading", { name: "Registration received" }));
}

async function refusedLogin(page: Page, username: string): Promise<string> {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  const message = await textOf(page.getByRole("main").getByRole("alert"));
  expect(new URL(page.url()).pathname).toBe("/auth/login");
  return message;
}

describe("referral link → registration → approval → first login", () => {
  const joiner = uniqueName("ref");
  const refused = uniqueName("rej");
  let link = "";

  it("the agent copies its referral link from the dashboard", async () => {
    await agent.page.goto(`${baseUrl}/agent/dashboard`);
    const field = await shown(agent.page.getByLabel("Referral link"));
    await expect.poll(() => field.inputValue()).toMatch(/ref=[A-Z0-9]+$/);
    link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl.replace(/[.]/g, "\\.")}/auth/register\\?ref=[A-Z0-9]+$`));
    await agent.page.getByRole("button", { name: "Copy" }).click();
    await shown(agent.page.getByText("Copied"));
    expect(await agent.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  it("two people register through it on their phones and cannot log in while pending", async () => {
    const before = await awaitingApproval(agent.page);
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await register(page, link, joiner, "Juan Referred");
    await register(page, link, refused, "Not Welcome");
    expect(await refusedLogin(page, joiner)).toBe("Your account is waiting for approval by your upline");
    await context.close();
    expect(await awaitingApproval(agent.page)).toBe(before + 2);
  });

  it("the agent approves one and rejects the other on /agent/approvals, after confirming", async () => {
    const { page } = agent;
    await page.goto(`${baseUrl}/agent/approvals`);
    const row = await shown(page.getByTestId(`approval-row-${joiner}`));
    expect(await row.textContent()).toContain("Juan Referred");
    expect(await row.textContent()).toContain(AGENT);
    await screenshot(page, "accounts-approvals-desktop");

    await row.getByRole("button", { name: "Approve" }).click();
    const approve = await shown(page.getByRole("dialog", { name: `Approve ${joiner}?` }));
    await approve.getByRole("button", { name: "Approve" }).click();
    await shown(page.getByText(`${joiner} is approved and can log in now`));
    await gone(row);

    const other = await shown(page.getByTestId(`approval-row-${refused}`));
    await other.getByRole("button", { name: "Reject" }).click();
    const reject = await shown(page.getByRole("dialog", { name: `Reject ${refused}?` }));
    await reject.getByLabel("Reason (optional, kept in the audit log)").fill("Unknown person");
    await reject.getByRole("button", { name: "Reject" }).click();
    await shown(page.getByText(`The registration of ${refused} was rejected`));
    await gone(other);

    // The new player is now among the agent's players, active, with no points yet.
    await page.goto(`${baseUrl}/agent/players?q=${joiner}`);
    const player = await shown(page.getByTestId(`player-row-${joiner}`));
    expect(await player.textContent()).toContain("Active");
    expect(await player.textContent()).toContain("0.00");
    expect(await player.getByRole("link", { name: `Load or withdraw ${joiner}` }).getAttribute("href")).toMatch(
      new RegExp(`^/agent/wallet-station\\?q=${joiner}&target=\\d+$`),
    );
  });

  it("the approved player logs in for the first time; the rejected one is still refused", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    expect(await refusedLogin(page, refused)).toBe("Your account is suspended. Contact your upline.");
    await page.getByLabel("Username").fill(joiner);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await waitForPath(page, "/player/home");
    await expectText(headerPoints(page), "0.00");
    await context.close();
  });
});
