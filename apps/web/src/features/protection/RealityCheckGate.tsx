import { useQuery } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { playSessionQuery } from "../../api/protection-session.ts";
import { lazyPage } from "../../lib/lazy-page.ts";

// The dialog (and the modal and figures it needs) is fetched only when a check is due: not in the lounge's entry.
const RealityCheck = lazyPage(() => import("./RealityCheck.tsx").then((module) => module.RealityCheck));

/** Asked again at most this long after the last answer, so a wrong clock on the phone cannot hold a check back long. */
export const REALITY_CHECK_RESYNC_MS = 15 * 60_000;
/** A check asked for at its due time is asked a second after it, so the server already counts it as due. */
const AFTER_DUE_MS = 1_000;

/**
 * In the player shell: asks the server for the play session once per screen load and again when the next check falls
 * due (a timer at the server's `nextCheckAt`, not a poll: a phone sends nothing while the player bets), and when the
 * player comes back to the tab. Shows the reality check while one is due; the figures are the server's, so a reload
 * or a second tab shows the same.
 */
export function RealityCheckGate() {
  const session = useQuery({ ...playSessionQuery(), refetchOnWindowFocus: true, staleTime: 0 });
  const { data, refetch } = session;
  const nextCheckMs = data ? Date.parse(data.nextCheckAt) : Number.NaN;
  const due = data?.due ?? false;
  useEffect(() => {
    if (due || Number.isNaN(nextCheckMs)) return;
    const waitMs = Math.min(Math.max(nextCheckMs - Date.now(), 0) + AFTER_DUE_MS, REALITY_CHECK_RESYNC_MS);
    const timer = setTimeout(() => void refetch(), waitMs);
    return () => clearTimeout(timer);
  }, [due, nextCheckMs, refetch]);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  );
}
