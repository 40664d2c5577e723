import { exec } from "node:child_process";
import { readdirSync } from "node:fs";
import { promisify } from "node:util";
import pg from "pg";
import { createClient } from "redis";
import { waitFor } from "./wait.ts";

/**
 * The machine's PostgreSQL and Redis services, stopped and started the way this machine runs them (no systemd).
 * Every start waits until the service answers, capped; `ensureUp` starts whatever is down (the cleanup calls it).
 */
// Asynchronous on purpose: the probe and the simulation keep running (and measuring) while a service stops/starts.
const run = promisify(exec);
const PG_VERSION = () => readdirSync("/etc/postgresql")[0] ?? "15";
const REDIS_START =
  'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis ' +
  "--logfile /var/log/redis/ci.log";

export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function redisAnswers(): Promise<boolean> {
  const client = createClient({
    url: "redis://127.0.0.1:6379",
    socket: { connectTimeout: 1_000, reconnectStrategy: false },
  });
  client.on("error", () => {});
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    await client.close().catch(() => {});
  }
}

export async function stopPostgres(): Promise<void> {
  // -m fast: open sessions are ended (admin_shutdown), as on a failover or a package upgrade.
  await run(`pg_ctlcluster --skip-systemctl-redirect ${PG_VERSION()} main stop -m fast`, { timeout: 60_000 });
}

export async function startPostgres(): Promise<void> {
  await run(`pg_ctlcluster --skip-systemctl-redirect ${PG_VERSION()} main start`, { timeout: 60_000 });
}

export async function stopRedis(): Promise<void> {
  // redis-cli may exit non-zero as the server closes the connection under it; the caller waits for it to be gone.
  await run("redis-cli -h 127.0.0.1 -p 6379 shutdown nosave", { timeout: 10_000 }).catch(() => {});
}

export async function startRedis(): Promise<void> {
  await run(REDIS_START, { timeout: 10_000 });
}

/** Starts PostgreSQL or Redis if either is down; used after every fault and in the cleanup, failures included. */
export async function ensureUp(adminUrl: string): Promise<void> {
  if (!(await postgresAnswers(adminUrl))) {
    await startPostgres().catch((err) => console.error("chaos: could not start PostgreSQL:", err.message));
    await waitFor("PostgreSQL", 60_000, () => postgresAnswers(adminUrl), 250);
  }
  if (!(await redisAnswers())) {
    await startRedis().catch((err) => console.error("chaos: could not start Redis:", err.message));
    await waitFor("Redis", 30_000, redisAnswers, 250);
  }
}
