import { type FightView, lastCallRemainingMs } from "@sabong/shared/betting";
import { useEffect, useState } from "react";

/**
 * A fight as this device holds it: the server's time left, turned into a deadline on this device's clock the moment
 * the view arrived (fetched or pushed), so a view shown later (a cached screen on a return visit) counts from its
 * arrival, not from when it is shown, and a device whose clock is wrong still counts right.
 */
export type CountedFight = Pick<FightView, "state" | "lastCallRemainingMs"> & { lastCallDeadlineMs?: number | null };

/** Stamps the fight's deadline on this device's clock; call it where a fight view arrives (fetchers, push merges). */
export function withLastCallDeadline<F extends FightView>(
  fight: F,
  nowMs = Date.now(),
): F & { lastCallDeadlineMs: number | null } {
  const remainingMs = fight.state === "LAST_CALL" ? fight.lastCallRemainingMs : null;
  const lastCallDeadlineMs = remainingMs === null ? null : nowMs + remainingMs;
  return { ...fight, lastCallDeadlineMs };
}

/** The same for a fetched room view (event screen, console). */
export function viewWithLastCallDeadline<V extends { fight: FightView }>(view: V, nowMs = Date.now()): V {
  return { ...view, fight: withLastCallDeadline(view.fight, nowMs) };
}

/** Time left at `nowMs`; never more than the server's figure, so a device clock stepping back cannot add time. */
export function countedRemainingMs(fight: CountedFight | undefined, nowMs: number): number | null {
  if (fight?.state !== "LAST_CALL" || fight.lastCallRemainingMs === null) return null;
  const deadlineMs = fight.lastCallDeadlineMs;
  if (deadlineMs === undefined || deadlineMs === null) return null; // not stamped on arrival: no count to trust
  return Math.min(fight.lastCallRemainingMs, lastCallRemainingMs(deadlineMs, nowMs));
}

/**
 * The time left of the fight's last call (null when it is not in last call), re-rendered at each whole second of the
 * count until zero. A tick counter drives the re-renders, so a wake-up that finds the same figure (a timer that fired
 * early, a clock stepped back) still schedules the next one: the count never freezes.
 */
export function useLastCallCountdown(fight: CountedFight | undefined): { remainingMs: number | null; over: boolean } {
  const [tick, setTick] = useState(0);
  const remainingMs = countedRemainingMs(fight, Date.now());
  const deadlineMs = fight?.lastCallDeadlineMs ?? null;
  const counting = remainingMs !== null && remainingMs > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick re-arms the timer after each wake-up
  useEffect(() => {
    if (!counting || remainingMs === null) return;
    // Wake at the next whole second of the count (the text changes then); never a zero-delay spin.
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(remainingMs % 1000 || 1000, 20));
    return () => clearTimeout(timer);
  }, [counting, deadlineMs, tick]);
  return { remainingMs, over: remainingMs === 0 };
}
