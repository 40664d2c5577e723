import { typeRoom } from "@sabong/shared/contracts";
import type { Realtime } from "../../realtime/types.ts";

/** One answer serves every dashboard asking within this window: counting asks every process for its sockets. */
export const PLAYERS_ONLINE_TTL_MS = 10_000;

type Cached = { atMs: number; count: Promise<number> };
const cache = new WeakMap<Realtime, Cached>();

/**
 * Distinct players with a live socket, across processes: with the Redis adapter `fetchSockets` asks every process
 * (bounded by the adapter's request timeout). A player with two tabs counts once. The answer is shared for
 * PLAYERS_ONLINE_TTL_MS and concurrent callers wait on the same request, so dashboards refreshing together cost one
 * fetch per process per window. If another process does not answer, this process's own sockets are counted.
 */
export function playersOnline(realtime: Realtime, nowMs = Date.now()): Promise<number> {
  const hit = cache.get(realtime);
  if (hit && nowMs - hit.atMs < PLAYERS_ONLINE_TTL_MS) return hit.count;
  const count = countPlayers(realtime).catch((err: unknown) => {
    cache.delete(realtime);
    throw err;
  });
  cache.set(realtime, { atMs: nowMs, count });
  return count;
}

async function countPlayers(realtime: Realtime): Promise<number> {
  const io = realtime.io;
  if (!io) return 0;
  const room = typeRoom("player");
  const sockets = await io
    .in(room)
    .fetchSockets()
    .catch(() => io.local.in(room).fetchSockets());
  const userIds = new Set<number>();
  for (const socket of sockets) {
    const userId = (socket.data as { auth?: { userId?: unknown } }).auth?.userId;
    if (typeof userId === "number") userIds.add(userId);
  }
  return userIds.size;
}
