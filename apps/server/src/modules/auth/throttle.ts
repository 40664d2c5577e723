import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { createClient } from "redis";
import type { SignInThrottleConfig } from "../../config.ts";
import { DomainError } from "../../errors.ts";
import { type CounterTake, type GiveBack, memoryGuessCounters } from "./guess-counters.ts";
import { redisGuessCounters } from "./guess-counters-redis.ts";

/**
 * Sign-in and registration throttling (docs/decisions/0006-sign-in-throttling.md, 0010-device-cookies.md). A guess
 * takes its point before the password is checked (guess-counters.ts), from the account's and the address's counters,
 * or, for a device the owner signed in from before, from that device's own counter. The counters live in Redis when
 * REDIS_URL is set (every process sees the same counts), in memory otherwise; if Redis fails, each process falls
 * back to its own memory rather than refusing sign-in.
 */
export type Throttles = {
  /**
   * Takes this guess's point, or refuses (429 + Retry-After) while a counter must still wait; a stranger's guess
   * counts on the username and the address, a trusted device's only on that device.
   */
  takeGuess(guesser: Guesser): Promise<Guess>;
  /**
   * The right password. A stranger's: the account's count starts again, and the address gets back only this
   * guess's point (so one known password cannot launder guesses at other accounts). A device's: its count starts again.
   */
  guessWasRight(guess: Guess): Promise<void>;
  /** What an admin's "clear" does: the username's count and wait are gone. */
  clearAccount(username: string): Promise<void>;
  /** Counts one registration from this address, refusing beyond the limit. */
  registration(address: string): Promise<void>;
  close(): Promise<void>;
};

/** Who is guessing: anyone at a username from an address, or a device holding a valid device cookie for it. */
export type Guesser = { username: string; address: string } | { device: string };

/** A guess whose point was taken; handed back to `guessWasRight`. */
export type Guess = { guesser: Guesser; token: string };

export const signInWaitMessage = (seconds: number) => `Too many sign-in attempts. Try again in ${seconds} seconds.`;
export const registrationWaitMessage = (seconds: number) =>
  `Too many registrations from this address. Try again in ${seconds} seconds.`;

export async function createThrottles(
  config: SignInThrottleConfig,
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): Promise<Throttles> {
  // Nothing queues while Redis is away (the client's offline queue is off): the memory counters answer instead, so
  // an outage never blocks sign-in.
  const client = redisUrl ? createClient({ url: redisUrl, disableOfflineQueue: true }) : null;
  if (client) {
    client.on("error", (err) => log.warn({ err }, "redis (sign-in throttle) error"));
    // Started without waiting long: a Redis that is down at start must not keep the server from starting.
    const connected = client.connect().catch((err) => {
      log.warn({ err }, "redis (sign-in throttle) not reachable; counting in memory");
    });
    await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, 3000).unref())]);
  }
  const memory = memoryGuessCounters();
  const counters = client ? redisGuessCounters(client, config.keyPrefix, memory, log) : memory;
  const registrations = registrationLimiter(config, client);
  const accountKey = (username: string) => `account:${username}`;

  // The counters a guess takes from, and what the right password gives back to each.
  const countersOf = (guesser: Guesser): (CounterTake & { right: GiveBack["mode"] })[] =>
    "device" in guesser
      ? [{ key: `device:${guesser.device}`, policy: config.device, right: "clear" }]
      : [
          { key: accountKey(guesser.username), policy: config.account, right: "clear" },
          { key: `address:${guesser.address}`, policy: config.address, right: "one" },
        ];

  return {
    async takeGuess(guesser) {
      const token = randomBytes(12).toString("base64url");
      const result = await counters.take(countersOf(guesser), token, now());
      if (!result.taken) {
        const seconds = Math.max(1, Math.ceil(result.waitMs / 1000));
        throw new DomainError("RATE_LIMITED", signInWaitMessage(seconds), seconds);
      }
      return { guesser, token };
    },
    async guessWasRight({ guesser, token }) {
      const gives = countersOf(guesser).map(({ key, right }) => ({ key, mode: right }));
      await counters.giveBack(gives, token, now());
    },
    clearAccount: (username) => counters.clear(accountKey(username)),
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

/** Registrations per address: rate-limiter-flexible's fixed window, in Redis with a memory insurance, or in memory. */
function registrationLimiter(config: SignInThrottleConfig, client: ReturnType<typeof createClient> | null) {
  const options = {
    keyPrefix: `${config.keyPrefix}:register-address`,
    points: config.registration.limit,
    duration: Math.ceil(config.registration.windowMs / 1000),
  };
  const memory = new RateLimiterMemory(options);
  if (!client) return memory;
  return new RateLimiterRedis({ ...options, storeClient: client, useRedisPackage: true, insuranceLimiter: memory });
}
