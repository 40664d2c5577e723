import type { PlayerRestriction } from "@sabong/shared/protection";
import { useEffect, useState } from "react";
import { ACCOUNT_PATH, BETS_HISTORY_PATH } from "./paths.ts";

// In the entry (the player shell reads it on every screen); the restricted screens themselves are RestrictedView.tsx,
// fetched only when a restriction runs.

export type RunningRestriction = NonNullable<PlayerRestriction>;

/** setTimeout's longest delay: a restriction ending later is looked at again when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The signed-in player's time-out or self-exclusion while it runs (null: none, or it has ended). At its end the
 * screen comes back by itself, without a reload.
 */
export function useRunningRestriction(restriction: PlayerRestriction | undefined): RunningRestriction | null {
  const endsAtMs = restriction ? Date.parse(restriction.endsAt) : Number.NaN;
  const [, setTick] = useState(0);
  useEffect(() => {
    const leftMs = endsAtMs - Date.now();
    if (!(leftMs > 0)) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.min(leftMs + 1_000, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [endsAtMs]);
  return restriction && endsAtMs > Date.now() ? restriction : null;
}

/** What a restricted player may still open: their bets, and Account (balance, statement, the protection tools). */
export function allowedWhileRestricted(pathname: string): boolean {
  return [BETS_HISTORY_PATH, ACCOUNT_PATH].some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
