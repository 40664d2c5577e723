import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { newPage } from "./browser.ts";
import { loginThroughUi } from "./session.ts";
import { realtimeConnected, shown, textOf } from "./ui.ts";

/** Helpers of the accounts, wallet and commission browser suites (e2e/accounts-*.test.ts). */

const WAIT_MS = 15_000;

export type Person = { context: BrowserContext; page: Page; username: string };

/** Signs in through the login screen in a context of its own, and waits for the realtime socket. */
export async function signIn(
  browser: Browser,
  baseUrl: string,
  username: string,
  password: string,
  options: { width?: number; height?: number } = {},
): Promise<Person> {
  const { context, page } = await newPage(browser, options);
  const connected = realtimeConnected(page);
  await loginThroughUi(page, baseUrl, username, password);
  await connected;
  return { context, page, username };
}

/** Waits until the trimmed text of the locator is exactly `expected` (pushes and refetches take a moment). */
export async function expectText(locator: Locator, expected: string, timeout = WAIT_MS): Promise<void> {
  await expect
    .poll(async () => ((await locator.textContent({ timeout: 1_000 }).catch(() => null)) ?? "").trim(), {
      timeout,
      interval: 100,
    })
    .toBe(expected);
}

/** The header's points (agent and player shells). */
export const headerPoints = (page: Page) => page.getByTestId("points-balance");

type NewDownline = {
  /** The shown label of the account type when the creator may create more than one kind, e.g. "PLAYER". */
  typeLabel?: string;
  username: string;
  name: string;
  password: string;
  /** Sabong percentage as typed, e.g. "2.5". */
  sabong?: string;
};

/**
 * Closes the toasts now shown. They sit top-right over the page's header actions, and a pointer resting on one
 * pauses its timer, so a click aimed under a toast could wait forever.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.locator(".Toastify__close-button");
  for (let i = await close.count(); i > 0; i--) {
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect.poll(() => page.locator(".Toastify__toast").count(), { timeout: 5_000 }).toBe(0);
}

/** Creates a downline on the downlines screen of the area ('admin' or 'agent') and waits for its row. */
export async function createDownlineThroughUi(page: Page, baseUrl: string, area: string, account: NewDownline) {
  await page.goto(`${baseUrl}/${area}/downlines`);
  await dismissToasts(page);
  await page.getByRole("button", { name: "+ New downline" }).click();
  const dialog = await shown(page.getByRole("dialog", { name: "New downline" }));
  if (account.typeLabel) await dialog.getByLabel("Account type").selectOption({ label: account.typeLabel });
  await dialog.getByLabel("Username").fill(account.username);
  await dialog.getByLabel("Name", { exact: true }).fill(account.name);
  await dialog.getByLabel("Password").fill(account.password);
  if (account.sabong !== undefined) await dialog.getByLabel("Sabong & Apple").fill(account.sabong);
  await dialog.getByRole("button", { name: "Create account" }).click();
  await dialog.waitFor({ state: "hidden", timeout: WAIT_MS });
  return shown(page.getByTestId(`downline-row-${account.username}`));
}

/** Opens the wallet station (at `stationPath`) and picks `target` from the search. */
export async function pickInStation(page: Page, baseUrl: string, stationPath: string, target: string) {
  await page.goto(`${baseUrl}${stationPath}`);
  await page.getByLabel("Find an account").fill(target);
  await page.getByRole("button", { name: new RegExp(`^${target} `) }).click();
  await shown(page.getByRole("heading", { name: target, exact: true }));
}

/**
 * Loads or withdraws on the picked account: chooses the action, types the amount, submits, checks the
 * confirmation names the amount, confirms, and returns the result notice's text.
 */
export async function moveThroughUi(page: Page, direction: "Load" | "Withdraw", amount: string): Promise<string> {
  await page
    .locator("label")
    .filter({ hasText: new RegExp(`^${direction} points$`) })
    .click();
  await page.getByLabel("Amount (pesos)").fill(amount);
  await page.getByRole("button", { name: `${direction} points`, exact: true }).click();
  const dialog = await shown(
    page.getByRole("dialog", { name: direction === "Load" ? "Confirm load" : "Confirm withdrawal" }),
  );
  expect(await dialog.textContent()).toContain(`₱${amount}`);
  await dialog.getByRole("button", { name: `${direction} now` }).click();
  await dialog.waitFor({ state: "hidden", timeout: WAIT_MS });
  return textOf(page.getByTestId("station-result"));
}

export type LogRow = { code: string; wallet: string; counterparty: string; amount: string; balance: string };

/** The rows of the wallet log table now shown (desktop layout). */
export async function logRows(page: Page): Promise<LogRow[]> {
  const table = page.getByRole("table", { name: /movements/ });
  await shown(table);
  return table.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) => {
      const text = (key: string) => (row.querySelector(`[data-log="${key}"]`)?.textContent ?? "").trim();
      return {
        code: text("code"),
        wallet: text("wallet"),
        counterparty: text("counterparty"),
        amount: text("amount"),
        balance: text("balance"),
      };
    }),
  );
}

/** Waits until the wallet log table shows exactly these rows, newest first: [type, counterparty, amount, balance]. */
export async function expectLogRows(page: Page, expected: [string, string, string, string][]): Promise<void> {
  await expect
    .poll(
      async () =>
        (await logRows(page).catch(() => [])).map((row) => [row.code, row.counterparty, row.amount, row.balance]),
      { timeout: WAIT_MS, interval: 200 },
    )
    .toEqual(expected);
}
