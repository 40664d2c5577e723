import type { Centavos } from "../money/centavos.ts";
import { formatPesos } from "../money/centavos.ts";
import { addCalendarDays, manilaDateOf, manilaDayBounds, manilaDayStart } from "../time/manila.ts";
import { ALLOWED, type ProtectionCheck } from "./refusal.ts";
import { MINUTE_MS, type Movement, sumBetween, timelineOf } from "./windows.ts";

/**
 * Play sessions, daily play time and reality checks. A session lives on the server: any request from any of the
 * player's tabs continues it, 30 minutes with none ends it. So a reload or a second tab never restarts the count.
 */
export const SESSION_IDLE_MS = 30 * MINUTE_MS;
export type RealityCheckMinutes = 15 | 30 | 60;
export const REALITY_CHECK_MINUTES: readonly RealityCheckMinutes[] = [15, 30, 60];
export const REALITY_CHECK_MINUTES_DEFAULT: RealityCheckMinutes = 60;

export type PlaySession = {
  startedAtMs: number;
  lastSeenAtMs: number;
  /** The latest reality check the player answered (its due time), or null before the first. */
  lastCheckDueMs: number | null;
};

/** A request from the player: the running session goes on, or a new one starts after 30 idle minutes. */
export function touchSession(session: PlaySession | null, nowMs: number): PlaySession {
  if (session && nowMs - session.lastSeenAtMs <= SESSION_IDLE_MS) {
    return { ...session, lastSeenAtMs: Math.max(session.lastSeenAtMs, nowMs) };
  }
  return { startedAtMs: nowMs, lastSeenAtMs: nowMs, lastCheckDueMs: null };
}

/** Time signed in on the Manila day of `nowMs`: every session's [start, last request] clipped to that day. */
export function playedTodayMs(sessions: readonly PlaySession[], nowMs: number): number {
  const { start, end } = manilaDayBounds(manilaDateOf(new Date(nowMs)));
  const dayEndMs = Math.min(end.getTime(), nowMs);
  return sessions.reduce((sum, s) => {
    const overlapMs = Math.min(s.lastSeenAtMs, dayEndMs) - Math.max(s.startedAtMs, start.getTime());
    return sum + Math.max(0, overlapMs);
  }, 0);
}

/** "1 h 0 min", "45 min": whole minutes, rounded down. */
export function durationText(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / MINUTE_MS);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** Bets are refused once the day's play time is used up, until the next Manila day. */
export function checkPlayTime(
  limitMinutes: number | undefined,
  sessions: readonly PlaySession[],
  nowMs: number,
): ProtectionCheck {
  if (limitMinutes === undefined || playedTodayMs(sessions, nowMs) < limitMinutes * MINUTE_MS) return ALLOWED;
  const againAtMs = manilaDayStart(addCalendarDays(manilaDateOf(new Date(nowMs)), 1)).getTime();
  const message = `You have played your ${durationText(limitMinutes * MINUTE_MS)} for today: your daily play-time limit. You can bet again tomorrow at 00:00.`;
  return { ok: false, code: "PLAY_TIME", message, againAtMs };
}

/** The next reality check: the first multiple of the interval from the session's start after the last one answered. */
export function realityCheckDueAtMs(session: PlaySession, intervalMinutes: RealityCheckMinutes): number {
  const intervalMs = intervalMinutes * MINUTE_MS;
  const sinceStartMs = (session.lastCheckDueMs ?? session.startedAtMs) - session.startedAtMs;
  return session.startedAtMs + (Math.floor(sinceStartMs / intervalMs) + 1) * intervalMs;
}

/** The player answered the dialog at `nowMs`: every check due so far counts as answered (one dialog, not a queue). */
export function answerRealityCheck(session: PlaySession, intervalMinutes: RealityCheckMinutes, nowMs: number) {
  const intervalMs = intervalMinutes * MINUTE_MS;
  if (nowMs < realityCheckDueAtMs(session, intervalMinutes)) return session;
  const lastCheckDueMs = session.startedAtMs + Math.floor((nowMs - session.startedAtMs) / intervalMs) * intervalMs;
  return { ...session, lastCheckDueMs };
}

export type SessionFigures = { playedMs: number; stakedCentavos: Centavos; wonCentavos: Centavos };

/** What the session staked and was credited (payouts and refunds) from its start to `nowMs`. */
export function sessionFigures(session: PlaySession, movements: readonly Movement[], nowMs: number): SessionFigures {
  const from = session.startedAtMs - 1;
  const stakedCentavos = sumBetween(timelineOf("wager", movements, nowMs), from, nowMs);
  const netLossCentavos = sumBetween(timelineOf("loss", movements, nowMs), from, nowMs);
  return { playedMs: nowMs - session.startedAtMs, stakedCentavos, wonCentavos: stakedCentavos - netLossCentavos };
}

/** "You have been playing for 1 h 0 min. Staked ₱2,350.00, won ₱1,900.00: net −₱450.00 this session." */
export function realityCheckText(figures: SessionFigures): string {
  const { playedMs, stakedCentavos, wonCentavos } = figures;
  const money = (centavos: Centavos) => formatPesos(centavos, { symbol: true });
  const net = formatPesos(wonCentavos - stakedCentavos, { symbol: true, signed: true });
  return `You have been playing for ${durationText(playedMs)}. Staked ${money(stakedCentavos)}, won ${money(wonCentavos)}: net ${net} this session.`;
}
