import { useEffect, useRef, useState } from "react";
import { type RealtimeConnection, useRealtimeConnection, useRealtimeRoom } from "./realtime.ts";

/** While pushes cannot reach a live screen, it polls this often. */
export const LIVE_POLL_MS = 2_000;
/** A short drop (or the first connect at page load) is not worth a banner; longer ones are. */
export const RECONNECTING_NOTICE_DELAY_MS = 1_500;
export const RECONNECTING_MESSAGE = "Live updates paused — reconnecting…";

/** Pushes reach the screen only when the socket is connected and the server let us into the screen's room. */
export function isLive(connection: Pick<RealtimeConnection, "connected" | "joined">, room: string | null): boolean {
  return room !== null && connection.connected && connection.joined.has(room);
}

/**
 * The polling fallback decision: no polling while live (pushes keep the screen current), every `everyMs` otherwise.
 * A hidden tab keeps its socket, so it is treated the same way.
 */
export function pollInterval(live: boolean, everyMs = LIVE_POLL_MS): number | false {
  return live ? false : everyMs;
}

/** True once `flag` has stayed true for `delayMs` (false again at once when it drops). */
export function useSustained(flag: boolean, delayMs: number): boolean {
  const [sustained, setSustained] = useState(false);
  useEffect(() => {
    if (!flag) {
      setSustained(false);
      return;
    }
    const timer = setTimeout(() => setSustained(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return sustained;
}

export type LiveRoom = {
  /** Pushes are arriving. */
  live: boolean;
  /** For TanStack Query's refetchInterval: 2 s while not live. */
  refetchInterval: number | false;
  /** Not live for a while: say so on screen. */
  showReconnecting: boolean;
};

/**
 * Joins a realtime room for as long as the screen is mounted, and tells the screen how to stay current: polling every
 * 2 s while the room is not live, and `onReconnect` after every reconnect (to catch up on pushes missed meanwhile).
 */
export function useLiveRoom(room: string | null, onReconnect?: () => void): LiveRoom {
  useRealtimeRoom(room);
  const connection = useRealtimeConnection();
  const live = isLive(connection, room);
  const showReconnecting = useSustained(!live, RECONNECTING_NOTICE_DELAY_MS);

  const latest = useRef(onReconnect);
  useEffect(() => {
    latest.current = onReconnect;
  });
  const everLive = useRef(false);
  useEffect(() => {
    if (!live) return;
    // Catch up when pushes resume after a gap (not on the first join: the screen's first fetch is fresh).
    if (everLive.current) latest.current?.();
    everLive.current = true;
  }, [live]);

  return { live, refetchInterval: pollInterval(live), showReconnecting };
}
