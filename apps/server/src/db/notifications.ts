import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * What a listener is told. `up` and `down` bracket the time notifications are certain to arrive: a cache that relies
 * on them must hold nothing while the listener is down (a notification sent meanwhile is lost).
 */
export type NotificationHandlers = {
  message: (payload: string) => void;
  up: () => void;
  down: () => void;
};

export type StopListening = () => Promise<void>;

export type Listen = (channel: string, handlers: NotificationHandlers) => Promise<StopListening>;

const RECONNECT_DELAY_MS = 1_000;
/** A connection that died without telling (a half-open TCP connection) is found by a query this often… */
const HEARTBEAT_MS = 15_000;
/** …that must answer within this long. */
const HEARTBEAT_TIMEOUT_MS = 5_000;

/**
 * LISTEN on PostgreSQL needs a connection of its own that stays open (a pooled one would be handed to queries).
 * NOTIFY is delivered at commit, to every process listening: the invalidation of per-process caches needs no other
 * channel. The connection is re-opened after a failure; `down` is called until it is back. A heartbeat query finds a
 * connection that died silently within 20 s.
 */
export function postgresListener(connectionString: string): Listen {
  return async (channel, handlers) => {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    let stopped = false;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | null = null;
    let heartbeat: NodeJS.Timeout | null = null;

    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString, query_timeout: HEARTBEAT_TIMEOUT_MS, keepAlive: true });
      const lost = () => {
        if (client !== next) return;
        client = null;
        if (heartbeat) clearInterval(heartbeat);
        handlers.down();
        next.end().catch(() => {});
        if (!stopped) {
          retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
          retry.unref();
        }
      };
      next.on("error", lost);
      next.on("end", lost);
      next.on("notification", (n) => {
        if (n.channel === channel) handlers.message(n.payload ?? "");
      });
      client = next;
      try {
        await next.connect();
        await next.query(`listen ${channel}`);
        if (stopped) {
          await next.end();
          return;
        }
        handlers.up();
        heartbeat = setInterval(() => void next.query("select 1").catch(lost), HEARTBEAT_MS);
        heartbeat.unref();
      } catch {
        lost();
      }
    };

    await connect();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      if (heartbeat) clearInterval(heartbeat);
      const current = client;
      client = null;
      handlers.down();
      await current?.end().catch(() => {});
    };
  };
}

/** PGlite is one in-process database: its notifications cannot be lost while it is open. */
export function pgliteListener(client: PGlite): Listen {
  return async (channel, handlers) => {
    const unlisten = await client.listen(channel, (payload) => handlers.message(payload));
    handlers.up();
    return async () => {
      handlers.down();
      await unlisten().catch(() => {});
    };
  };
}
