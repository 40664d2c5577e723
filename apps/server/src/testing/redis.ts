import { createClient } from "redis";

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Like the PostgreSQL suites: without the Redis service, say so loudly; in CI, fail. */
export async function redisForTests(): Promise<string | null> {
  const client = createClient({ url: TEST_REDIS_URL, socket: { connectTimeout: 3000, reconnectStrategy: false } });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
    return TEST_REDIS_URL;
  } catch {
    const message = `Redis service at ${TEST_REDIS_URL} is NOT reachable: the scale-out suite is NOT running`;
    if (process.env.CI) throw new Error(message);
    console.warn(`\n\n!!!!!!!! ${message} !!!!!!!!\n`);
    return null;
  } finally {
    await client.quit().catch(() => {});
  }
}
