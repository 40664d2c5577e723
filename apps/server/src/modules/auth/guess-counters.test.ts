import { randomUUID } from "node:crypto";
import pino from "pino";
import { createClient } from "redis";
import { afterAll, describe, expect, it } from "vitest";
import type { BackoffPolicy } from "../../config.ts";
import { redisForTests } from "../../testing/redis.ts";
import { delayAfter, type GuessCounters, memoryGuessCounters } from "./guess-counters.ts";
import { redisGuessCounters } from "./guess-counters-redis.ts";

/** The memory counters and the Redis script must answer alike: one set of cases runs on both. */

const policy: BackoffPolicy = { windowMs: 60_000, freeFailures: 2, firstDelayMs: 1_000, maxDelayMs: 4_000 };
const T0 = 1_800_000_000_000;

const redisUrl = await redisForTests();
const client = redisUrl ? createClient({ url: redisUrl }) : null;
await client?.connect();
afterAll(async () => {
  await client?.quit();
});

const stores: [string, () => GuessCounters][] = [["memory", memoryGuessCounters]];
if (client) {
  const log = pino({ level: "silent" });
  stores.push(["Redis", () => redisGuessCounters(client, `test-${randomUUID()}`, memoryGuessCounters(), log)]);
}

describe("delayAfter", () => {
  it("waits from the last free point, doubling to the cap", () => {
    expect([1, 2, 3, 4, 5, 40].map((count) => delayAfter(count, policy))).toEqual([
      0, 1_000, 2_000, 4_000, 4_000, 4_000,
    ]);
  });
});

describe.each(stores)("guess counters in %s", (_name, open) => {
  it("takes from every counter or from none", async () => {
    const counters = open();
    const a = { key: "a", policy };
    const b = { key: "b", policy: { ...policy, freeFailures: 5 } };
    expect(await counters.take([a, b], "t1", T0)).toEqual({ taken: true, blocked: [false, false] });
    expect(await counters.take([a, b], "t2", T0)).toEqual({ taken: true, blocked: [true, false] });
    // `a` waits 1 s: the guess is refused, and `b` keeps its two points.
    expect(await counters.take([a, b], "t3", T0 + 400)).toEqual({ taken: false, waitMs: 600 });
    expect(await counters.take([b], "t4", T0 + 400)).toEqual({ taken: true, blocked: [false] });
    expect(await counters.take([b], "t5", T0 + 400)).toEqual({ taken: true, blocked: [false] });
    expect(await counters.take([b], "t6", T0 + 400)).toEqual({ taken: true, blocked: [true] });
  });

  it("gives back one point, lifting only the wait the same guess started", async () => {
    const counters = open();
    const a = { key: "a", policy };
    await counters.take([a], "first", T0);
    expect(await counters.take([a], "second", T0)).toEqual({ taken: true, blocked: [true] });
    await counters.giveBack([{ key: "a", mode: "one" }], "first", T0);
    expect(await counters.take([a], "third", T0)).toEqual({ taken: false, waitMs: 1_000 });
    await counters.giveBack([{ key: "a", mode: "one" }], "second", T0);
    // Both points back: the next guess is the first again.
    expect(await counters.take([a], "fourth", T0)).toEqual({ taken: true, blocked: [false] });
  });

  it("clears, and forgets the count once the window is over", async () => {
    const counters = open();
    const a = { key: "a", policy };
    await counters.take([a], "1", T0);
    await counters.take([a], "2", T0);
    await counters.clear("a");
    expect(await counters.take([a], "3", T0)).toEqual({ taken: true, blocked: [false] });
    await counters.take([a], "4", T0);
    expect(await counters.take([a], "5", T0 + 60_000)).toEqual({ taken: true, blocked: [false] });
    await counters.giveBack([{ key: "a", mode: "clear" }], "5", T0 + 60_000);
    expect(await counters.take([a], "6", T0 + 60_000)).toEqual({ taken: true, blocked: [false] });
  });
});
