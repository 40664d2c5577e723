import { z } from "zod";
import { isoDateTime } from "../contracts/fields.ts";
import { idempotencyKeySchema } from "../contracts/idempotency.ts";
import { GAME_REGISTRY, type NumberGame } from "../games/registry.ts";
import type { GamePeriod, PeriodMinutes } from "./contracts.ts";
import { manilaClockTime } from "./draw-state.ts";

/**
 * When a draw's result exists, so staff may enter and confirm it: the official draw's time (suertres), or a
 * game-ending draw's expected end of its period (tip-off + the period's length, from the game's settings; an
 * operator may move it, audited). Platform-drawn games are drawn by the clock and are not gated here.
 */

/**
 * Minutes from tip-off to the end of each period, in real time (play, time-outs, breaks), when the game's settings
 * give none: a basketball quarter runs about 30 minutes, halftime 15, and the final allows for overtime.
 */
export const DEFAULT_PERIOD_MINUTES: Record<GamePeriod, number> = { Q1: 30, HALF: 65, Q3: 100, FINAL: 150 };

/** A game-ending draw's expected end: tip-off plus its period's length (settings first, else the default). */
export function expectedEndOf(drawAt: Date, period: GamePeriod, periodMinutes: PeriodMinutes | undefined): Date {
  const minutes = periodMinutes?.[period] ?? DEFAULT_PERIOD_MINUTES[period];
  return new Date(drawAt.getTime() + minutes * 60_000);
}

type TimedDraw = { drawAt: Date | string; expectedEndAt: Date | string | null };

/** From when a result may be entered and confirmed; null for platform-drawn games (the clock draws them). */
export function resultsFrom(game: NumberGame, draw: TimedDraw): Date | null {
  const kind = GAME_REGISTRY[game].result;
  if (kind === "platform-draw") return null;
  if (kind === "scores") return new Date(draw.expectedEndAt ?? draw.drawAt);
  return new Date(draw.drawAt);
}

/** Why a result may not be entered or confirmed yet ("Results can be entered from 2:00 PM"), or null. */
export function resultsNotYetReason(game: NumberGame, draw: TimedDraw, now: Date): string | null {
  const from = resultsFrom(game, draw);
  if (from === null || now.getTime() >= from.getTime()) return null;
  return `Results can be entered from ${manilaClockTime(from)}`;
}

/** A closed-early draw may be reopened while its original cut-off is still ahead (and no result is in). */
export function canReopen(
  draw: { state: string; reopenCutoffAt: Date | string | null; result: string | null },
  now: Date,
): boolean {
  return (
    draw.state === "CLOSED" &&
    draw.result === null &&
    draw.reopenCutoffAt !== null &&
    now.getTime() < new Date(draw.reopenCutoffAt).getTime()
  );
}

export const REOPEN_TOO_LATE = "This draw can no longer be reopened: its cut-off has passed";
export const REOPEN_NOT_CLOSED_EARLY = "Only a draw closed early can be reopened";

/** "Close early" asks why (audited, shown on the draw). */
export const closeEarlyBodySchema = z.object({
  reason: z
    .string({ error: "Say why betting closes early" })
    .trim()
    .min(1, "Say why betting closes early")
    .max(300, "Reason must be at most 300 characters"),
  idempotencyKey: idempotencyKeySchema,
});
export type CloseEarlyBody = z.infer<typeof closeEarlyBodySchema>;

/** An operator moves a game-ending draw's expected end (audited): e.g. overtime, or a delayed tip-off. */
export const expectedEndBodySchema = z.object({
  expectedEndAt: isoDateTime,
  idempotencyKey: idempotencyKeySchema,
});
export type ExpectedEndBody = z.infer<typeof expectedEndBodySchema>;
