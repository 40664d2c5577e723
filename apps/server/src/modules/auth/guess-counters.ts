import type { BackoffPolicy } from "../../config.ts";

/**
 * Counters of sign-in guesses (docs/decisions/0006 and 0010). A guess takes its point from every counter it is
 * throttled on in one atomic step, before the password is looked at, and is refused without taking anything while
 * any of them must wait. So however many requests arrive at once, no more passwords are checked than the policy
 * allows: the counters, not the answers, decide who gets checked.
 */

/** One counter to take a point from: its key and the policy that says when it must wait. */
export type CounterTake = { key: string; policy: BackoffPolicy };

/** Taken: `blocked[i]` says whether this guess started a wait on `counters[i]`. Refused: how long to wait. */
export type TakeResult = { taken: true; blocked: boolean[] } | { taken: false; waitMs: number };

/** What the right password does to a counter: `clear` forgets it; `one` returns this guess's point (and its wait). */
export type GiveBack = { key: string; mode: "clear" | "one" };

export type GuessCounters = {
  /** All or nothing: every counter gets a point, or (one must still wait) none does. */
  take(counters: CounterTake[], token: string, nowMs: number): Promise<TakeResult>;
  /** A wait is lifted by `one` only if the guess with this token started it. */
  giveBack(counters: GiveBack[], token: string, nowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
};

/**
 * The wait a guess starts when it takes point `count`: none for the free ones; the last free one starts the first
 * delay (so the next guess waits, as when failures were counted after the check), doubling up to the cap.
 */
export function delayAfter(count: number, policy: BackoffPolicy): number {
  const beyond = count - policy.freeFailures;
  if (beyond < 0) return 0;
  return Math.min(policy.firstDelayMs * 2 ** beyond, policy.maxDelayMs);
}

/** A counter: `count` points in the window ending at `resetAt`; none may take one before `waitUntil` (ms). */
type Counter = { count: number; resetAt: number; waitUntil: number; waitToken: string };

/**
 * One process's counters. Each call runs without an await in it, and JavaScript runs one at a time: that is what
 * makes a take atomic here. Used without REDIS_URL, and by each process while Redis is away.
 */
export function memoryGuessCounters(): GuessCounters {
  const counters = new Map<string, Counter>();
  let takesSinceSweep = 0;
  // Spent counters are dropped now and then, so guesses at endless made-up names cannot fill the memory.
  const sweep = (nowMs: number) => {
    for (const [key, counter] of counters) {
      if (counter.resetAt <= nowMs && counter.waitUntil <= nowMs) counters.delete(key);
    }
  };
  return {
    async take(takes, token, nowMs) {
      if (++takesSinceSweep >= 10_000) {
        takesSinceSweep = 0;
        sweep(nowMs);
      }
      const waitMs = Math.max(0, ...takes.map(({ key }) => (counters.get(key)?.waitUntil ?? 0) - nowMs));
      if (waitMs > 0) return { taken: false, waitMs };
      const blocked = takes.map(({ key, policy }) => {
        const old = counters.get(key);
        const counter =
          old && old.resetAt > nowMs
            ? old
            : { count: 0, resetAt: nowMs + policy.windowMs, waitUntil: 0, waitToken: "" };
        counter.count += 1;
        const delayMs = delayAfter(counter.count, policy);
        if (delayMs > 0) {
          counter.waitUntil = nowMs + delayMs;
          counter.waitToken = token;
        }
        counters.set(key, counter);
        return delayMs > 0;
      });
      return { taken: true, blocked };
    },
    async giveBack(gives, token, nowMs) {
      for (const { key, mode } of gives) {
        const counter = counters.get(key);
        if (!counter) continue;
        if (mode === "clear") {
          counters.delete(key);
          continue;
        }
        if (counter.resetAt > nowMs && counter.count > 0) counter.count -= 1;
        if (counter.waitToken === token) counter.waitUntil = 0;
      }
    },
    async clear(key) {
      counters.delete(key);
    },
  };
}
