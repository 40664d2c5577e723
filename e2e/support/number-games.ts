import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { PLAYER_PASSWORD } from "./betting.ts";
import { api, apiLogin } from "./session.ts";
import { uniqueName } from "./ui.ts";

/**
 * Helpers of the number-game browser suites (e2e/number-games-*.test.ts): game-ending draws set up through the staff
 * API (tip-off hours ahead, so nothing depends on the wall clock: the draw closes when an operator closes it early).
 */

type DrawView = { id: number; label: string; state: string; result: string | null };
type Line = { combination: string; form: "straight" | "rambolito"; stakeCentavos: number };
export type Matchup = { league: string; home: string; away: string; period: "Q1" | "HALF" | "Q3" | "FINAL" };

const STAFF = "/game-ending";
const PLAYER = "/player-game-ending";
const HOUR_MS = 3_600_000;

/** A matchup no other test or run has used (its draw's label is then unique on every screen). */
export function uniqueMatchup(): Matchup {
  const tag = uniqueName("g").slice(2).toUpperCase();
  return { league: `E2E ${tag}`, home: `Home ${tag}`, away: `Away ${tag}`, period: "FINAL" };
}

/** "League · Home vs Away · Final": how every screen names a game-ending draw. */
export const drawLabelOf = (m: Matchup) =>
  `${m.league} · ${m.home} vs ${m.away} · ${{ Q1: "1st quarter", HALF: "Half", Q3: "3rd quarter", FINAL: "Final" }[m.period]}`;

/** A Manila wall-clock time `hoursAhead` from now as a datetime-local value ("YYYY-MM-DDTHH:MM"; Manila is UTC+8). */
export function manilaLocalAhead(hoursAhead: number): string {
  return new Date(Date.now() + hoursAhead * HOUR_MS + 8 * HOUR_MS).toISOString().slice(0, 16);
}

/**
 * The staff list's tab that holds a draw whose tip-off is `manilaLocal` ("YYYY-MM-DDTHH:mm", Manila): "today" on its
 * Manila day, "upcoming" before it (a tip-off three hours ahead falls tomorrow after 9 PM Manila).
 */
export function drawListScopeOf(manilaLocal: string): "today" | "upcoming" {
  return manilaLocal.slice(0, 10) === manilaLocalAhead(0).slice(0, 10) ? "today" : "upcoming";
}

/** Creates a game-ending draw as `operator` (open at once, cut-off at tip-off three hours ahead). */
export async function createGameEndingDraw(baseUrl: string, matchup: Matchup): Promise<DrawView> {
  const token = await apiLogin(baseUrl, "operator");
  const drawAt = new Date(Date.now() + 3 * HOUR_MS).toISOString();
  return api<DrawView>(baseUrl, token, "POST", `${STAFF}/draws`, { matchup, drawAt });
}

/** Caps one combination of the draw at `capCentavos` of liability (the most the house pays if it comes out). */
export async function capCombination(
  baseUrl: string,
  drawId: number,
  combination: string,
  capCentavos: number,
): Promise<void> {
  const token = await apiLogin(baseUrl, "operator");
  await api(baseUrl, token, "PUT", `${STAFF}/draws/${drawId}/caps`, {
    overrides: [{ combination, capCentavos, notAccepted: false, multiplierHundredths: null }],
  });
}

/** A ticket placed straight through the player API by `username` (password PLAYER_PASSWORD). */
export async function ticketApi(baseUrl: string, username: string, drawId: number, lines: Line[]): Promise<void> {
  const token = await apiLogin(baseUrl, username, PLAYER_PASSWORD);
  await api(baseUrl, token, "POST", `${PLAYER}/tickets`, { drawId, idempotencyKey: randomUUID(), lines });
}

/** A staff command on the draw as `who`: close early, or confirm a result entered by someone else. */
export async function drawCommandApi(
  baseUrl: string,
  who: "operator" | "operator2",
  drawId: number,
  command: "close" | "confirm",
): Promise<DrawView> {
  const token = await apiLogin(baseUrl, who);
  // "Close early" says why (audited).
  const reason = command === "close" ? { reason: "Play started" } : {};
  return api<DrawView>(baseUrl, token, "POST", `${STAFF}/draws/${drawId}/${command}`, {
    ...reason,
    idempotencyKey: randomUUID(),
  });
}

/**
 * The game is over: `operator` moves the draw's expected end to now (results are refused before it). Only after an
 * early close, which moved the cut-off to now: the end is never before betting closes.
 */
export async function gameOverApi(baseUrl: string, drawId: number): Promise<DrawView> {
  const token = await apiLogin(baseUrl, "operator");
  const press = { expectedEndAt: new Date().toISOString(), idempotencyKey: randomUUID() };
  return api<DrawView>(baseUrl, token, "POST", `${STAFF}/draws/${drawId}/expected-end`, press);
}

/** Enters the final scores as `operator` (the draw waits for a second operator's confirmation). */
export async function enterScoresApi(baseUrl: string, drawId: number, home: number, away: number): Promise<DrawView> {
  const token = await apiLogin(baseUrl, "operator");
  const press = { scores: { home, away }, idempotencyKey: randomUUID() };
  return api<DrawView>(baseUrl, token, "POST", `${STAFF}/draws/${drawId}/result`, press);
}

/** The staff view of the draw (state checks in setup code only; tests assert on screens). */
export async function staffDrawApi(baseUrl: string, drawId: number): Promise<DrawView> {
  const token = await apiLogin(baseUrl, "operator");
  return api<DrawView>(baseUrl, token, "GET", `${STAFF}/draws/${drawId}`);
}

/** The player's game-ending grid cell (home digit, away digit): its accessible name carries "Sold out" etc. */
export const scoreCell = (page: Page, combination: string) =>
  page
    .getByRole("table", { name: /last digits$/ })
    .getByRole("button", { name: new RegExp(`^${combination[0]}-${combination[1]}(,|$)`) });

/** The page does not scroll sideways: nothing is wider than the phone's viewport. */
export async function pageWidth(page: Page): Promise<{ scroll: number; viewport: number }> {
  return page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
}

/** A master revert of the settled draw as `operator`, with the reason the players are told. */
export async function revertDrawApi(baseUrl: string, drawId: number, reason: string): Promise<DrawView> {
  const token = await apiLogin(baseUrl, "operator");
  return api<DrawView>(baseUrl, token, "POST", `${STAFF}/draws/${drawId}/revert`, {
    reason,
    idempotencyKey: randomUUID(),
  });
}
