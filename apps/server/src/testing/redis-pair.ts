import { it } from "vitest";
import { startTestApp, type TestApp } from "./app.ts";
import { testDatabaseKinds } from "./databases.ts";
import { redisForTests } from "./redis.ts";
import { productionPolicy, testClock } from "./sign-in.ts";
import { suiteFixture } from "./suite.ts";

export type TestClock = ReturnType<typeof testClock>;

/**
 * Two servers sharing one Redis and one sign-in policy (each its own database and Redis connection, both with the
 * demo accounts and the same JWT secret, as servers behind one load balancer), on a clock the test moves. Without
 * the Redis service the suite is skipped, loudly (see redisForTests). Call it inside a `describe`.
 */
export async function onServersSharingRedis(suite: (a: TestApp, b: TestApp, clock: TestClock) => void): Promise<void> {
  const redisUrl = await redisForTests();
  const [kind = "pglite"] = await testDatabaseKinds();
  const policy = productionPolicy();
  const clock = testClock();
  const start = () => startTestApp(kind, { redisUrl: redisUrl ?? undefined, signInThrottle: policy }, clock.now);
  const a = suiteFixture(start);
  const b = suiteFixture(start);
  if (redisUrl) suite(a, b, clock);
  else it.skip("needs the Redis service", () => {});
}
