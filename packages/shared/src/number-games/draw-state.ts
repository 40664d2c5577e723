import { GAME_REGISTRY, type NumberGame } from "../games/registry.ts";
import { type DrawState, GAME_PERIOD_LABELS, type Matchup } from "./contracts.ts";

/**
 * A draw's life: SCHEDULED → OPEN → CLOSED → (RESULT_ENTERED →) SETTLED; CANCELLED from any state before SETTLED;
 * a master revert takes SETTLED back to CLOSED (result cleared, settle again). Platform-drawn games settle from
 * CLOSED at draw time; entered results wait in RESULT_ENTERED for a second staff account when the terms say so.
 * Bets are accepted only while OPEN and before the cut-off (the server checks it in the statement that writes them).
 */

export type DrawAction =
  | { type: "open" }
  | { type: "close" }
  | { type: "reopen" }
  | { type: "enterResult"; game: NumberGame }
  | { type: "confirm"; by: number; enteredBy: number | null }
  | { type: "reject" }
  | { type: "settle" }
  | { type: "cancel" }
  | { type: "revert" };

export type DrawTransition = { ok: true; state: DrawState } | { ok: false; reason: string };

const STATE_WORDS: Record<DrawState, string> = {
  SCHEDULED: "not open yet",
  OPEN: "still open",
  CLOSED: "closed",
  RESULT_ENTERED: "waiting for its result to be confirmed",
  SETTLED: "already settled",
  CANCELLED: "cancelled",
};

const to = (state: DrawState): DrawTransition => ({ ok: true, state });
const refuse = (reason: string): DrawTransition => ({ ok: false, reason });
const notNow = (state: DrawState): DrawTransition => refuse(`This draw is ${STATE_WORDS[state]}`);

/** The state an action leads to, or why it cannot be done now (in the staff member's words). */
export function nextDrawState(state: DrawState, action: DrawAction): DrawTransition {
  switch (action.type) {
    case "open":
      return state === "SCHEDULED" ? to("OPEN") : notNow(state);
    case "close":
      return state === "SCHEDULED" || state === "OPEN" ? to("CLOSED") : notNow(state);
    case "reopen":
      // Whether it was closed early and its cut-off is still ahead is the caller's check (canReopen).
      return state === "CLOSED" ? to("OPEN") : notNow(state);
    case "enterResult": {
      const entry = GAME_REGISTRY[action.game];
      if (entry.result === "platform-draw") {
        return refuse(`${entry.label} results are drawn by the platform; they cannot be entered`);
      }
      if (state === "OPEN" || state === "SCHEDULED") return refuse("Close the draw before entering its result");
      if (state === "RESULT_ENTERED")
        return refuse("A result is already waiting for confirmation: confirm or reject it");
      return state === "CLOSED" ? to("RESULT_ENTERED") : notNow(state);
    }
    case "confirm":
      if (state !== "RESULT_ENTERED") return refuse("There is no entered result to confirm");
      if (action.enteredBy !== null && action.by === action.enteredBy) {
        return refuse("A different staff account must confirm the result");
      }
      return to("SETTLED");
    case "reject":
      return state === "RESULT_ENTERED" ? to("CLOSED") : refuse("There is no entered result to reject");
    case "settle":
      return state === "CLOSED" || state === "RESULT_ENTERED" ? to("SETTLED") : notNow(state);
    case "cancel":
      if (state === "SETTLED") return refuse("A settled draw cannot be cancelled: revert it first");
      return state === "CANCELLED" ? notNow(state) : to("CANCELLED");
    case "revert":
      return state === "SETTLED" ? to("CLOSED") : refuse("Only a settled draw can be reverted");
  }
}

/** Whether a draw takes tickets at `now`: open and before its cut-off. */
export function isAcceptingTickets(draw: { state: DrawState; cutoffAt: Date | string }, now: Date): boolean {
  return draw.state === "OPEN" && now.getTime() < new Date(draw.cutoffAt).getTime();
}

const MANILA_OFFSET_MS = 8 * 3_600_000;

/** A Manila clock time as people say it: "2:00 PM", "12:05 AM". */
export function manilaClockTime(instant: Date | string): string {
  const manila = new Date(new Date(instant).getTime() + MANILA_OFFSET_MS);
  if (Number.isNaN(manila.getTime())) throw new RangeError("invalid instant");
  const hours = manila.getUTCHours();
  const minutes = String(manila.getUTCMinutes()).padStart(2, "0");
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}

/** A draw's name: "Pick 3 · 2:00 PM" (Manila time), or its matchup: "PBA · Ginebra vs Magnolia · Final". */
export function drawLabel(game: NumberGame, drawAt: Date | string, matchup: Matchup | null): string {
  if (matchup) {
    // The period's short name: "Final (incl. overtime)" is "Final" in a title.
    const period = GAME_PERIOD_LABELS[matchup.period].replace(/\s*\(.*\)$/, "");
    return `${matchup.league} · ${matchup.home} vs ${matchup.away} · ${period}`;
  }
  return `${GAME_REGISTRY[game].label} · ${manilaClockTime(drawAt)}`;
}
