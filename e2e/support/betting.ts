import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { launchBrowser, newPage } from "./browser.ts";
import { api, apiLogin, loginThroughUi } from "./session.ts";
import { createActivePlayer, realtimeConnected, screenshot } from "./ui.ts";

/** Helpers of the betting browser suites (e2e/betting-*.test.ts). */

export const PLAYER_PASSWORD = "betting1234";
const WAIT_MS = 15_000;

type Found = { items: { id: number; username: string }[] };

/**
 * A fresh active player under gold with `pesos` loaded: the admin mints the points and loads them straight to the
 * player (the admin may load anyone), each step with its own idempotency key.
 */
export async function fundedPlayer(
  baseUrl: string,
  pesos: number,
  prefix = "bettor",
  options: { verified?: boolean } = {},
): Promise<string> {
  const { username } = await createActivePlayer(baseUrl, { password: PLAYER_PASSWORD, prefix, ...options });
  const admin = await apiLogin(baseUrl, "admin");
  const amountCentavos = pesos * 100;
  await api(baseUrl, admin, "POST", "/admin/wallet/mint", { amountCentavos, idempotencyKey: randomUUID() });
  const found = await api<Found>(baseUrl, admin, "GET", `/points/downlines/search?q=${encodeURIComponent(username)}`);
  const player = found.items.find((item) => item.username === username);
  if (!player) throw new Error(`admin cannot find ${username}`);
  await api(baseUrl, admin, "POST", "/points/load", {
    targetUserId: player.id,
    amountCentavos,
    idempotencyKey: randomUUID(),
  });
  return username;
}

/** A signed-in person in their own browser context, with the realtime socket up (unless it is blocked). */
export async function signedIn(
  browser: Browser,
  baseUrl: string,
  username: string,
  options: { password?: string; width?: number; height?: number; waitForSocket?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, { width: options.width, height: options.height });
  const connected = options.waitForSocket === false ? null : realtimeConnected(page);
  await loginThroughUi(page, baseUrl, username, options.password);
  await connected;
  return { context, page };
}

/** A browser with a player signed in on a 360 px phone and the operator on a desktop; `close` ends them all. */
export type PlayerAndOperator = { player: Page; operator: Page; close: () => Promise<void> };

export async function playerAndOperator(baseUrl: string, player: string): Promise<PlayerAndOperator> {
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  const close = async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser.close();
  };
  try {
    const pa = await signedIn(browser, baseUrl, player, { password: PLAYER_PASSWORD, width: 360, height: 740 });
    contexts.push(pa.context);
    const op = await signedIn(browser, baseUrl, "operator");
    contexts.push(op.context);
    return { player: pa.page, operator: op.page, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Waits until the element's trimmed text is exactly `expected` (pushes and polling take a moment). */
export async function expectText(locator: Locator, expected: string | RegExp, timeout = WAIT_MS): Promise<void> {
  await expect
    .poll(async () => ((await locator.textContent({ timeout: 1_000 }).catch(() => null)) ?? "").trim(), {
      timeout,
      interval: 100,
    })
    .toMatch(
      typeof expected === "string" ? new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) : expected,
    );
}

/**
 * The player's event screen: places a bet through the slip (side, amount, place, confirm) and waits for its
 * confirmation, said in the slip.
 */
export async function placeBet(page: Page, side: string, amount: string): Promise<void> {
  await page.getByTestId(`side-${side}`).click();
  const quick = page.getByRole("group", { name: "Quick amounts" }).getByRole("button", { name: amount, exact: true });
  if ((await quick.count()) > 0) await quick.click();
  else await page.getByLabel("Amount", { exact: true }).fill(amount);
  await page.getByRole("button", { name: /^Place bet/ }).click();
  await page.getByRole("button", { name: "Confirm bet" }).click();
  await page
    .getByText(/^Bet confirmed:/)
    .last()
    .waitFor({ state: "visible", timeout: WAIT_MS });
}

/** The operator's console: presses an action that asks for confirmation, and confirms it in the dialog. */
export async function confirmStep(page: Page, button: string, confirm: string): Promise<void> {
  await page.getByRole("button", { name: button, exact: true }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: confirm, exact: true }).click();
  await dialog.waitFor({ state: "hidden", timeout: WAIT_MS });
}

/** Closes every toast on screen (for screenshots of what stays). */
export async function clearToasts(page: Page): Promise<void> {
  const buttons = page.locator(".Toastify__close-button");
  for (let i = await buttons.count(); i > 0; i -= 1)
    await buttons
      .first()
      .click({ timeout: 2_000 })
      .catch(() => {});
  await page
    .locator(".Toastify__toast")
    .first()
    .waitFor({ state: "detached", timeout: 5_000 })
    .catch(() => {});
}

/** A screenshot from the top of the page without toasts (a full-page capture of a scrolled page moves sticky bars). */
export async function cleanShot(page: Page, name: string, fullPage = true): Promise<void> {
  await clearToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name, fullPage);
}

// ---------------------------------------------------------------- operator and player calls, for setting up state

type EventConsoleAnswer = { event: { id: number; name: string }; fight: { id: number; number: number; state: string } };
type FightAnswer = { id: number; number: number; state: string };

const OPERATOR_PREFIX = { sabong: "/bet-ops", apple: "/apple-bet-ops" } as const;
const PLAYER_PREFIX = { sabong: "/bets2", apple: "/apple-new" } as const;
export type GameName = keyof typeof OPERATOR_PREFIX;

/** Creates an event as the demo operator; answers its console (fight 1 in STANDBY). */
export async function createEventApi(
  baseUrl: string,
  game: GameName,
  body: Record<string, unknown> = {},
): Promise<EventConsoleAnswer> {
  const token = await apiLogin(baseUrl, "operator");
  return api<EventConsoleAnswer>(baseUrl, token, "POST", `${OPERATOR_PREFIX[game]}/events`, {
    name: `E2E ${game} ${randomUUID().slice(0, 8)}`,
    eventDate: new Date().toISOString().slice(0, 10),
    minStakeCentavos: 2_000,
    maxStakeCentavos: 5_000_000,
    ...body,
  });
}

/** An operator action on a fight: open, last-call, close, cancel, declare ({result}). */
export async function fightActionApi(
  baseUrl: string,
  game: GameName,
  fightId: number,
  action: "open" | "last-call" | "close" | "cancel" | "declare",
  body: Record<string, unknown> = {},
): Promise<unknown> {
  const token = await apiLogin(baseUrl, "operator");
  const press = { ...body, idempotencyKey: randomUUID() };
  return api(baseUrl, token, "POST", `${OPERATOR_PREFIX[game]}/fights/${fightId}/${action}`, press);
}

export async function nextFightApi(baseUrl: string, game: GameName, eventId: number): Promise<FightAnswer> {
  const token = await apiLogin(baseUrl, "operator");
  const answer = await api<EventConsoleAnswer>(
    baseUrl,
    token,
    "POST",
    `${OPERATOR_PREFIX[game]}/events/${eventId}/next`,
    { idempotencyKey: randomUUID() },
  );
  return answer.fight;
}

/** A bet placed straight through the API by `username` (password PLAYER_PASSWORD). */
export async function betApi(
  baseUrl: string,
  game: GameName,
  username: string,
  fightId: number,
  side: string,
  pesos: number,
): Promise<void> {
  const token = await apiLogin(baseUrl, username, PLAYER_PASSWORD);
  await api(baseUrl, token, "POST", `${PLAYER_PREFIX[game]}/bets`, {
    fightId,
    side,
    stakeCentavos: pesos * 100,
    idempotencyKey: randomUUID(),
  });
}

/** The admin mints what the loads need and loads each user `centavos` points. */
export async function loadUsersApi(baseUrl: string, userIds: readonly number[], centavos: number): Promise<void> {
  const admin = await apiLogin(baseUrl, "admin");
  const mint = { amountCentavos: centavos * userIds.length, idempotencyKey: randomUUID() };
  await api(baseUrl, admin, "POST", "/admin/wallet/mint", mint);
  for (const targetUserId of userIds) {
    await api(baseUrl, admin, "POST", "/points/load", {
      targetUserId,
      amountCentavos: centavos,
      idempotencyKey: randomUUID(),
    });
  }
}

export type ApiStake = { username: string; password: string; side: string; centavos: number };

/**
 * A sabong fight on an event of its own: opened, bet on by each stake through the API, closed and declared; the
 * event is then ended so no live event is left behind for the other suites' lobbies.
 */
export async function settledFightApi(
  baseUrl: string,
  eventName: string,
  stakes: readonly ApiStake[],
  result: string,
): Promise<{ eventId: number; fightId: number }> {
  const opened = await createEventApi(baseUrl, "sabong", {
    name: eventName,
    minStakeCentavos: 100,
    maxStakeCentavos: 1_000_000,
    status: "LIVE",
  });
  const fightId = opened.fight.id;
  await fightActionApi(baseUrl, "sabong", fightId, "open");
  for (const stake of stakes) {
    const bettor = await apiLogin(baseUrl, stake.username, stake.password);
    await api(baseUrl, bettor, "POST", `${PLAYER_PREFIX.sabong}/bets`, {
      fightId,
      side: stake.side,
      stakeCentavos: stake.centavos,
      idempotencyKey: randomUUID(),
    });
  }
  await fightActionApi(baseUrl, "sabong", fightId, "close");
  await fightActionApi(baseUrl, "sabong", fightId, "declare", { result });
  const operator = await apiLogin(baseUrl, "operator");
  await api(baseUrl, operator, "PUT", `${OPERATOR_PREFIX.sabong}/events/${opened.event.id}`, { status: "ENDED" });
  return { eventId: opened.event.id, fightId };
}
