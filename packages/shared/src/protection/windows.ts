import type { Centavos } from "../money/centavos.ts";

/**
 * The rolling windows of the money limits and the sums over them. A window is half-open on the left: "24 hours" at
 * 10:00 on Tuesday is from 10:00 on Monday (exclusive) to now (inclusive), so a stake made at Mon 10:00 has left it
 * at Tue 10:00. Times are epoch milliseconds; amounts are centavos.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export type LimitWindow = "day" | "week" | "month";
/** Shortest first: the order daily ≤ weekly ≤ monthly is checked along it. */
export const LIMIT_WINDOWS: readonly LimitWindow[] = ["day", "week", "month"];
export const WINDOW_MS: Record<LimitWindow, number> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };

/** The limits summed over a window: net loss, stakes placed (wager) and points loaded. */
export type WindowedKind = "loss" | "wager" | "load";
export const WINDOWED_KINDS: readonly WindowedKind[] = ["loss", "wager", "load"];

/**
 * What happened to a player's points, as the limits see it. A refund (cancelled fight, DRAW refunding MERON and WALA,
 * cancelled draw) is credited like a payout. Withdrawals and commission conversions are listed so callers can pass
 * the wallet log as it is: neither counts toward any limit.
 */
export type MovementKind = "stake" | "payout" | "refund" | "load" | "withdrawal" | "commission-conversion";
export type Movement = { kind: MovementKind; amountCentavos: Centavos; atMs: number };

/** What one movement adds to a measure: a stake adds to loss and wager, a payout or refund takes from loss. */
export function contributionOf(kind: WindowedKind, movement: Movement): Centavos {
  const { kind: what, amountCentavos } = movement;
  if (kind === "wager") return what === "stake" ? amountCentavos : 0;
  if (kind === "load") return what === "load" ? amountCentavos : 0;
  if (what === "stake") return amountCentavos;
  return what === "payout" || what === "refund" ? -amountCentavos : 0;
}

/** A measure's movements up to `nowMs`, sorted by time, with running sums: any window's sum in O(log n). */
export type Timeline = { atMs: readonly number[]; cumulativeCentavos: readonly Centavos[] };

export function timelineOf(kind: WindowedKind, movements: readonly Movement[], nowMs: number): Timeline {
  const counted = movements
    .filter((m) => m.atMs <= nowMs && contributionOf(kind, m) !== 0)
    .sort((a, b) => a.atMs - b.atMs);
  const cumulativeCentavos = [0];
  for (const m of counted) cumulativeCentavos.push((cumulativeCentavos.at(-1) ?? 0) + contributionOf(kind, m));
  return { atMs: counted.map((m) => m.atMs), cumulativeCentavos };
}

/** How many of the timeline's movements happened at or before `atMs` (binary search). */
function countUpTo(times: readonly number[], atMs: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((times[middle] ?? 0) <= atMs) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The sum of the movements in (fromMs, toMs]. */
export function sumBetween(timeline: Timeline, fromMs: number, toMs: number): Centavos {
  const { atMs, cumulativeCentavos } = timeline;
  return (cumulativeCentavos[countUpTo(atMs, toMs)] ?? 0) - (cumulativeCentavos[countUpTo(atMs, fromMs)] ?? 0);
}

/** A measure over the window ending at `nowMs`, as the timeline holds it (movements after its `nowMs` left out). */
export function windowSum(timeline: Timeline, window: LimitWindow, atMs: number): Centavos {
  return sumBetween(timeline, atMs - WINDOW_MS[window], atMs);
}

export type WindowSums = {
  stakedCentavos: Centavos;
  /** Payouts and refunds credited in the window. */
  creditedCentavos: Centavos;
  /** Stakes − payouts − refunds: negative after a win. Open bets are simply stakes not yet paid back. */
  netLossCentavos: Centavos;
  loadedCentavos: Centavos;
};

/** Every sum of one window at `nowMs` (movements after `nowMs` are not counted). */
export function windowSums(movements: readonly Movement[], window: LimitWindow, nowMs: number): WindowSums {
  const sum = (kind: WindowedKind) => windowSum(timelineOf(kind, movements, nowMs), window, nowMs);
  const stakedCentavos = sum("wager");
  const netLossCentavos = sum("loss");
  return {
    stakedCentavos,
    creditedCentavos: stakedCentavos - netLossCentavos,
    netLossCentavos,
    loadedCentavos: sum("load"),
  };
}

/** The instants after `nowMs` when one of the timeline's movements leaves the window: when a sum can change. */
export function leavingTimesMs(timeline: Timeline, window: LimitWindow, nowMs: number): number[] {
  return timeline.atMs.map((at) => at + WINDOW_MS[window]).filter((at) => at > nowMs);
}
