import { LRUCache } from "lru-cache";

/**
 * Longest a verified token is trusted without asking the database again, even if no notification came. Long enough
 * that a player betting on every fight stays cached; the listener's heartbeat (db/notifications.ts) is what bounds
 * an undetected loss of notifications.
 */
export const SESSION_CACHE_TTL_MS = 10 * 60_000;
const SESSION_CACHE_MAX_ENTRIES = 100_000;

/**
 * Tokens whose signature and live session were verified, so that a request (a bet) needs neither the token's
 * cryptography nor a session query. Correct only while `auth_changed` notifications arrive (a trigger sends one at
 * the commit of anything that ends a session): each clears the cache, and while the listener is down nothing is
 * cached. A check that started before a notification is not cached (the generation moved), so a revoked session is
 * never remembered as live.
 */
export type SessionCache<T> = {
  get: (token: string) => T | undefined;
  /** The generation to pass to `remember`; read it before asking the database. */
  generation: () => number;
  remember: (token: string, value: T, generation: number, expiresAtMs: number) => void;
  /** Something ended a session: forget everything (rare: suspensions, rejections, password changes and resets). */
  invalidate: () => void;
  /** Whether notifications are arriving; while not, the cache holds nothing. */
  setListening: (listening: boolean) => void;
};

export function createSessionCache<T extends object>(now: () => number = Date.now): SessionCache<T> {
  const entries = new LRUCache<string, T>({ max: SESSION_CACHE_MAX_ENTRIES, ttl: SESSION_CACHE_TTL_MS });
  let generation = 0;
  let listening = false;
  const invalidate = () => {
    generation += 1;
    entries.clear();
  };
  return {
    get: (token) => (listening ? entries.get(token) : undefined),
    generation: () => generation,
    remember: (token, value, startedAt, expiresAtMs) => {
      if (!listening || startedAt !== generation) return;
      const ttl = Math.min(SESSION_CACHE_TTL_MS, expiresAtMs - now());
      if (ttl > 0) entries.set(token, value, { ttl });
    },
    invalidate,
    setListening: (on) => {
      invalidate();
      listening = on;
    },
  };
}
