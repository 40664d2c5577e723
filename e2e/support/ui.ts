import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Dialog, Locator, Page } from "playwright-core";
import { api, apiLogin } from "./session.ts";

/** Screenshots and other things worth a look after a run (gitignored). */
export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, "../../.e2e-artifacts");

export const ACCESS_TOKEN_KEY = "accessToken";

const WAIT_MS = 15_000;

/** Waits until the page's path is exactly `pathname` (client-side navigations included). */
export async function waitForPath(page: Page, pathname: string, timeout = WAIT_MS): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

/** Waits until the locator is shown (fails the test with Playwright's message otherwise). */
export async function shown(locator: Locator, timeout = WAIT_MS): Promise<Locator> {
  await locator.waitFor({ state: "visible", timeout });
  return locator;
}

/** Waits until the locator is hidden or gone. */
export async function gone(locator: Locator, timeout = WAIT_MS): Promise<void> {
  await locator.waitFor({ state: "hidden", timeout });
}

/**
 * Runs `action` and resolves with the next native dialog (alert/confirm) it raises, accepted after its message is
 * read. Playwright would dismiss unhandled dialogs silently; this makes each one an explicit expectation.
 */
export async function acceptDialog(page: Page, action: () => Promise<unknown>): Promise<string> {
  const dialog = page.waitForEvent("dialog", { timeout: WAIT_MS });
  await Promise.all([dialog.then((d: Dialog) => d.accept()), action()]);
  return (await dialog).message();
}

/** Records every native dialog the page raises (accepting it), for pages a test does not drive itself. */
export function recordDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** Puts a token in localStorage the way the app keeps it, from a page on the site's origin. */
export async function storeToken(page: Page, baseUrl: string, token: string): Promise<void> {
  if (!page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/auth/login`);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [ACCESS_TOKEN_KEY, token] as const);
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), ACCESS_TOKEN_KEY);
}

export async function localStorageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage));
}

/** A JWT-shaped token with these claims and a made-up signature: readable by the web app, refused by the server. */
export function forgeToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ exp, ...claims })}.${Buffer.from("forged").toString("base64url")}`;
}

/**
 * Saves a screenshot under .e2e-artifacts/<name>.png and returns its path: the whole page by default, or only the
 * viewport (`fullPage: false`, for fixed overlays such as the open mobile menu, which a full-page capture cuts off).
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** A name no other test or run has used (usernames: lowercase, digits, '_', 3 to 32 characters). */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 32);
}

type UserDetail = { refCode: string; username: string; type: string };
type ListPage<T> = { items: T[]; total: number };
type Approval = { id: number; username: string };

export async function refCodeOf(baseUrl: string, username: string): Promise<string> {
  const token = await apiLogin(baseUrl, username);
  return (await api<UserDetail>(baseUrl, token, "GET", "/user")).refCode;
}

/**
 * A fresh, active player under `agent` (registered with the agent's referral code, then approved by the agent
 * through the approvals API, then verified by compliance unless `verified: false`), so tests that change a password
 * leave the demo accounts alone.
 */
export async function createActivePlayer(
  baseUrl: string,
  options: { agent?: string; password: string; prefix?: string; verified?: boolean },
): Promise<{ username: string; password: string }> {
  const agent = options.agent ?? "gold";
  const username = uniqueName(options.prefix ?? "pl");
  const refCode = await refCodeOf(baseUrl, agent);
  const response = await fetch(`${baseUrl}/api/user`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      username,
      name: `E2E ${username}`,
      password: options.password,
      refCode,
      birthDate: "1990-01-31",
      // A mobile of its own, so no exclusion-list entry a test adds matches another test's player.
      mobile: `0917${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`,
    }),
  });
  if (response.status !== 201) throw new Error(`register ${username}: ${response.status} ${await response.text()}`);
  const agentToken = await apiLogin(baseUrl, agent);
  const pending = await api<ListPage<Approval>>(baseUrl, agentToken, "GET", `/user/approvals?q=${username}`);
  const approval = pending.items.find((item) => item.username === username);
  if (!approval) throw new Error(`${username} is not among ${agent}'s approvals`);
  await api(baseUrl, agentToken, "POST", `/user/approvals/${approval.id}/approve`);
  if (options.verified !== false) await verifyPlayerApi(baseUrl, approval.id);
  return { username, password: options.password };
}

/** Only a verified player may bet (decision 0013): compliance verifies, as after an in-person check. */
export async function verifyPlayerApi(baseUrl: string, playerId: number): Promise<void> {
  const admin = await apiLogin(baseUrl, "admin");
  await api(baseUrl, admin, "PUT", `/compliance/players/${playerId}/status`, {
    status: "verified",
    reason: "E2E player",
    idempotencyKey: `e2e-verify-${playerId}`,
  });
}

/** The element's text, trimmed (waits for it to be shown first). */
export async function textOf(locator: Locator): Promise<string> {
  await shown(locator);
  return ((await locator.textContent()) ?? "").trim();
}

/**
 * Resolves once the app logs its realtime connection ('[realtime] connected'). Call it before the sign-in, await it
 * after: pushes sent before the socket joined its rooms would never arrive.
 */
export function realtimeConnected(page: Page, timeout = WAIT_MS): Promise<unknown> {
  return page.waitForEvent("console", {
    predicate: (message) => message.text().includes("[realtime] connected"),
    timeout,
  });
}

/** Marks the current document; `markerOf` reads it back (undefined once the page has reloaded). */
export async function markDocument(page: Page, value: string): Promise<void> {
  await page.evaluate((marker) => Object.assign(window, { __marker: marker }), value);
}

export async function markerOf(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as { __marker?: string }).__marker);
}
