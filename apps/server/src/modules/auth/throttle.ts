import type { FastifyBaseLogger } from "fastify";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { createClient } from "redis";
import type { BackoffPolicy, SignInThrottleConfig } from "../../config.ts";
import { DomainError } from "../../errors.ts";

/**
 * Sign-in and registration throttling (docs/decisions/0006-sign-in-throttling.md). Counting, expiry and the
 * shared store are rate-limiter-flexible's: in Redis when REDIS_URL is set (every process sees the same counts),
 * in memory otherwise; if Redis fails, each process falls back to its own memory rather than refusing sign-in.
 */
export type Throttles = {
  /** Refuses (429 + Retry-After) while the username or the address must still wait. */
  checkSignIn(username: string, address: string): Promise<void>;
  /** A wrong password (or an unknown username): counts against both, and may start a wait. */
  signInFailed(username: string, address: string): Promise<void>;
  /** The right password: the account's count starts again (the address's does not, so one known password cannot launder guesses). */
  signInSucceeded(username: string): Promise<void>;
  /** What an admin's "clear" does: the username's count and wait are gone. */
  clearAccount(username: string): Promise<void>;
  /** Counts one registration from this address, refusing beyond the limit. */
  registration(address: string): Promise<void>;
  close(): Promise<void>;
};

export const signInWaitMessage = (seconds: number) => `Too many sign-in attempts. Try again in ${seconds} seconds.`;
export const registrationWaitMessage = (seconds: number) =>
  `Too many registrations from this address. Try again in ${seconds} seconds.`;

type Store = (options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;

export async function createThrottles(
  config: SignInThrottleConfig,
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
): Promise<Throttles> {
  // The library's Redis limiter queues nothing while Redis is away (the client's offline queue is off): its
  // insurance limiter answers from memory instead, so an outage never blocks sign-in.
  const client = redisUrl ? createClient({ url: redisUrl, disableOfflineQueue: true }) : null;
  if (client) {
    client.on("error", (err) => log.warn({ err }, "redis (sign-in throttle) error"));
    // Started without waiting long: a Redis that is down at start must not keep the server from starting.
    const connected = client.connect().catch((err) => {
      log.warn({ err }, "redis (sign-in throttle) not reachable; counting in memory");
    });
    await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, 3000).unref())]);
  }
  const store: Store = (options) => {
    const keyPrefix = `${config.keyPrefix}:${options.keyPrefix}`;
    const memory = new RateLimiterMemory({ ...options, keyPrefix });
    if (!client) return memory;
    return new RateLimiterRedis({
      ...options,
      keyPrefix,
      storeClient: client,
      useRedisPackage: true,
      insuranceLimiter: memory,
    });
  };
  const account = backoff("signin-account", config.account, store);
  const address = backoff("signin-address", config.address, store);
  const registrations = store({
    keyPrefix: "register-address",
    points: config.registration.limit,
    duration: Math.ceil(config.registration.windowMs / 1000),
  });

  return {
    async checkSignIn(username, ip) {
      const waitMs = Math.max(await account.waitMs(username), await address.waitMs(ip));
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new DomainError("RATE_LIMITED", signInWaitMessage(seconds), seconds);
      }
    },
    async signInFailed(username, ip) {
      await Promise.all([account.fail(username), address.fail(ip)]);
    },
    signInSucceeded: (username) => account.clear(username),
    clearAccount: (username) => account.clear(username),
    async registration(ip) {
      try {
        await registrations.consume(ip);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new DomainError("RATE_LIMITED", registrationWaitMessage(seconds), seconds);
      }
    },
    async close() {
      if (client?.isOpen) await client.quit().catch(() => {});
    },
  };
}

/** Failures counted per key within the window; past the free ones, each failure blocks the key for a doubling wait. */
function backoff(name: string, policy: BackoffPolicy, store: Store) {
  const failures = store({ keyPrefix: `${name}-failures`, points: 1e9, duration: Math.ceil(policy.windowMs / 1000) });
  // Only block/get/delete are used on this one: a blocked key is "must wait until it expires".
  const waits = store({ keyPrefix: `${name}-wait`, points: 1, duration: 1 });
  return {
    async waitMs(key: string): Promise<number> {
      const res = await waits.get(key);
      return res && res.consumedPoints > waits.points ? res.msBeforeNext : 0;
    },
    async fail(key: string): Promise<void> {
      const { consumedPoints } = await failures.penalty(key, 1);
      const beyond = consumedPoints - policy.freeFailures;
      if (beyond < 0) return;
      const delayMs = Math.min(policy.firstDelayMs * 2 ** beyond, policy.maxDelayMs);
      // Whole seconds: the Redis store keeps expiries in seconds.
      await waits.block(key, Math.max(1, Math.ceil(delayMs / 1000)));
    },
    async clear(key: string): Promise<void> {
      await Promise.all([failures.delete(key), waits.delete(key)]);
    },
  };
}
