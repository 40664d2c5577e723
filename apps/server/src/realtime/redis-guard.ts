import type { Server } from "socket.io";

/** What the guard needs of a node-redis client: its state and the events that change it. */
export type WatchedClient = {
  readonly isReady: boolean;
  on(event: "ready" | "end" | "error" | "reconnecting", listener: (...args: unknown[]) => void): unknown;
};

export const REDIS_DOWN_MESSAGE = "Live updates are temporarily unavailable";

/**
 * While the Redis adapter's connections are down, pushes from the other processes cannot reach this process's
 * sockets, yet a connected client would believe it is live and stop polling. So this process closes its own sockets
 * and refuses new ones until Redis is back: clients show "reconnecting", poll (apps/web lib/live-updates.ts), and
 * re-read everything when their socket connects again. Returns whether every client is ready (for tests).
 */
export function guardOnRedis(io: Server, clients: readonly WatchedClient[], onChange?: (up: boolean) => void) {
  let up = clients.every((c) => c.isReady);
  const update = () => {
    const now = clients.every((c) => c.isReady);
    if (now === up) return;
    up = now;
    onChange?.(up);
    // Local only: broadcasting the disconnect would go through the Redis that is away.
    if (!up) io.local.disconnectSockets(true);
  };
  for (const client of clients) {
    for (const event of ["ready", "end", "error", "reconnecting"] as const) client.on(event, update);
  }
  io.use((_socket, next) => (up ? next() : next(new Error(REDIS_DOWN_MESSAGE))));
  return { isUp: () => up };
}

/**
 * The Redis adapter publishes without awaiting: a PUBLISH in flight when Redis goes away rejects with nobody
 * listening, and an unhandled rejection ends the process. Those pushes are lost anyway (other processes cannot get
 * them while Redis is away, and their clients are polling), so the rejection is logged and swallowed.
 */
export function catchPublishErrors<C extends { publish: (...args: never[]) => Promise<unknown> }>(
  client: C,
  onError: (err: unknown) => void,
): C {
  const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.publish = ((...args: unknown[]) =>
    publish(...args).catch((err: unknown) => {
      onError(err);
      return 0;
    })) as C["publish"];
  return client;
}
