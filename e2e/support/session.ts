import type { Page } from "playwright-core";

export const DEMO_PASSWORD = "demo1234";

/** Signs in through the login screen as a person would, and waits for the landing page. */
export async function loginThroughUi(
  page: Page,
  baseUrl: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: /log ?in|sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/"), { timeout: 15_000 });
}

/**
 * A token straight from the API, for setting up state a test is not about; `deviceId` is sent as the web app sends
 * its browser's id (X-Device-Id), so several accounts can sign in "from one phone".
 */
export async function apiLogin(
  baseUrl: string,
  username: string,
  password = DEMO_PASSWORD,
  deviceId?: string,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(deviceId ? { "x-device-id": deviceId } : {}) },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

export async function api<T>(
  baseUrl: string,
  token: string,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${pathname}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
