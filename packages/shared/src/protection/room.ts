import type { Centavos } from "../money/centavos.ts";
import { formatPesos } from "../money/centavos.ts";
import { whenText } from "./clock-text.ts";
import { ALLOWED, type ProtectionCheck } from "./refusal.ts";
import {
  LIMIT_WINDOWS,
  type LimitWindow,
  leavingTimesMs,
  type Movement,
  type Timeline,
  timelineOf,
  type WindowedKind,
  windowSum,
} from "./windows.ts";

/** A kind's limits per window; a window left out has no limit. */
export type WindowAmounts = Partial<Record<LimitWindow, Centavos>>;

/** The limits in force for a player at one instant (pending increases not yet among them). */
export type ActiveLimits = {
  loss?: WindowAmounts;
  wager?: WindowAmounts;
  load?: WindowAmounts;
  largestStakeCentavos?: Centavos;
  playTimeMinutes?: number;
};

/** One window of one limit: what was used of it and the room left (never below zero). */
export type WindowStanding = {
  kind: WindowedKind;
  window: LimitWindow;
  limitCentavos: Centavos;
  usedCentavos: Centavos;
  roomCentavos: Centavos;
};

type Meter = { kind: WindowedKind; window: LimitWindow; limitCentavos: Centavos; timeline: Timeline };

const STAKE_KINDS: readonly WindowedKind[] = ["loss", "wager"];
const LOAD_KINDS: readonly WindowedKind[] = ["load"];

const PERIOD: Record<LimitWindow, string> = { day: "today", week: "this week", month: "this month" };
const ADJECTIVE: Record<LimitWindow, string> = { day: "daily", week: "weekly", month: "monthly" };

function metersOf(limits: ActiveLimits, kinds: readonly WindowedKind[], movements: readonly Movement[], nowMs: number) {
  const meters: Meter[] = [];
  for (const kind of kinds) {
    const amounts = limits[kind] ?? {};
    if (!LIMIT_WINDOWS.some((w) => amounts[w] !== undefined)) continue;
    const timeline = timelineOf(kind, movements, nowMs);
    for (const window of LIMIT_WINDOWS) {
      const limitCentavos = amounts[window];
      if (limitCentavos !== undefined) meters.push({ kind, window, limitCentavos, timeline });
    }
  }
  return meters;
}

function standingAt(meter: Meter, atMs: number): WindowStanding {
  const usedCentavos = windowSum(meter.timeline, meter.window, atMs);
  const { kind, window, limitCentavos } = meter;
  return { kind, window, limitCentavos, usedCentavos, roomCentavos: Math.max(0, limitCentavos - usedCentavos) };
}

/** The window with the least room (the first in kind and window order on a tie), or null with no limit set. */
function tightestAt(meters: readonly Meter[], atMs: number): WindowStanding | null {
  let tightest: WindowStanding | null = null;
  for (const meter of meters) {
    const standing = standingAt(meter, atMs);
    if (!tightest || standing.roomCentavos < tightest.roomCentavos) tightest = standing;
  }
  return tightest;
}

/**
 * The first instant after `nowMs` when every window has room again, with no new movement meanwhile: a candidate is
 * each instant a movement leaves a window (a stake leaving opens room; a payout leaving can close it again).
 */
function roomReturnsAtMs(meters: readonly Meter[], nowMs: number): number | null {
  const candidates = [...new Set(meters.flatMap((m) => leavingTimesMs(m.timeline, m.window, nowMs)))];
  candidates.sort((a, b) => a - b);
  return candidates.find((at) => meters.every((m) => standingAt(m, at).roomCentavos > 0)) ?? null;
}

/** Every limited window of every kind, as it stands at `nowMs` (the account screen's figures). */
export function windowStandings(limits: ActiveLimits, movements: readonly Movement[], nowMs: number) {
  return metersOf(limits, ["loss", "wager", "load"], movements, nowMs).map((m) => standingAt(m, nowMs));
}

/** The most the next stake (or a ticket's lines together) may be: the least room of the loss and wager windows. */
export function stakeRoom(limits: ActiveLimits, movements: readonly Movement[], nowMs: number) {
  return tightestAt(metersOf(limits, STAKE_KINDS, movements, nowMs), nowMs);
}

/** The most the player may be loaded now: the least room of the load windows. */
export function loadRoom(limits: ActiveLimits, movements: readonly Movement[], nowMs: number) {
  return tightestAt(metersOf(limits, LOAD_KINDS, movements, nowMs), nowMs);
}

/**
 * A bet (one stake) or a ticket (its lines' stakes, refused whole) against the largest-stake limit and the loss and
 * wager windows: "You can stake ₱400.00 more today: your daily loss limit".
 */
export function checkStakes(
  limits: ActiveLimits,
  movements: readonly Movement[],
  stakesCentavos: readonly Centavos[],
  nowMs: number,
): ProtectionCheck {
  const largest = limits.largestStakeCentavos;
  if (largest !== undefined && stakesCentavos.some((s) => s > largest)) {
    const message = `A single stake can be at most ${formatPesos(largest, { symbol: true })}: your largest-stake limit`;
    return { ok: false, code: "LARGEST_STAKE", message, roomCentavos: largest };
  }
  const meters = metersOf(limits, STAKE_KINDS, movements, nowMs);
  const tightest = tightestAt(meters, nowMs);
  const totalCentavos = stakesCentavos.reduce((sum, s) => sum + s, 0);
  if (!tightest || totalCentavos <= tightest.roomCentavos) return ALLOWED;
  const { kind, window, roomCentavos } = tightest;
  const code = kind === "loss" ? "LOSS_LIMIT" : "WAGER_LIMIT";
  const limitName = `your ${ADJECTIVE[window]} ${kind} limit`;
  if (roomCentavos > 0) {
    const message = `You can stake ${formatPesos(roomCentavos, { symbol: true })} more ${PERIOD[window]}: ${limitName}`;
    return { ok: false, code, message, roomCentavos };
  }
  const againAtMs = roomReturnsAtMs(meters, nowMs) ?? undefined;
  const again = againAtMs === undefined ? "" : ` You can stake again ${whenText(againAtMs, nowMs)}.`;
  return { ok: false, code, message: `You have reached ${limitName}.${again}`, roomCentavos, againAtMs };
}

/** A load against the player's load windows, worded for the agent or cashier at the wallet station. */
export function checkLoad(
  limits: ActiveLimits,
  movements: readonly Movement[],
  amountCentavos: Centavos,
  nowMs: number,
): ProtectionCheck {
  const meters = metersOf(limits, LOAD_KINDS, movements, nowMs);
  const tightest = tightestAt(meters, nowMs);
  if (!tightest || amountCentavos <= tightest.roomCentavos) return ALLOWED;
  const { window, roomCentavos } = tightest;
  if (roomCentavos > 0) {
    const message = `This player can be loaded ${formatPesos(roomCentavos, { symbol: true })} more ${PERIOD[window]} (their load limit)`;
    return { ok: false, code: "LOAD_LIMIT", message, roomCentavos };
  }
  const againAtMs = roomReturnsAtMs(meters, nowMs) ?? undefined;
  const again = againAtMs === undefined ? "" : `: they can be loaded again ${whenText(againAtMs, nowMs)}`;
  const message = `This player has reached their ${ADJECTIVE[window]} load limit${again}`;
  return { ok: false, code: "LOAD_LIMIT", message, roomCentavos, againAtMs };
}
