/**
 * The last call's countdown. The operator's last call gives the fight a deadline (now + the event's seconds, on the
 * database's clock); bets are refused from that instant and the server closes the fight. Clients do not trust their
 * own clock: the server sends the time left (counted on the database's clock) when it builds a view, and a client
 * counts down from the moment the view arrived.
 */

export const LAST_CALL_SECONDS_DEFAULT = 30;
export const LAST_CALL_SECONDS_MIN = 5;
export const LAST_CALL_SECONDS_MAX = 600;

/** Milliseconds left until `endsAtMs` at `nowMs`, never negative. */
export function lastCallRemainingMs(endsAtMs: number, nowMs: number): number {
  return Math.max(0, Math.round(endsAtMs - nowMs));
}

/** "0:25", "1:05": whole seconds rounded up, so "0:00" shows only once the time is up. */
export function countdownText(remainingMs: number): string {
  const seconds = Math.ceil(Math.max(0, remainingMs) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * What a screen reader is told, in steps (within 30, 20, 10, 5 seconds; whole minutes above one minute), so a polite
 * live region speaks a few times rather than every second.
 */
export function spokenCountdownText(remainingMs: number): string {
  const seconds = Math.ceil(Math.max(0, remainingMs) / 1000);
  if (seconds === 0) return "Betting is closed.";
  if (seconds > 60) return `Last call: betting closes within ${Math.ceil(seconds / 60)} minutes.`;
  const step = seconds > 10 ? Math.ceil(seconds / 10) * 10 : seconds > 5 ? 10 : 5;
  return `Last call: betting closes within ${step} seconds.`;
}
