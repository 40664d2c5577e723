import { randomBytes } from "node:crypto";
import pg from "pg";

/** The PostgreSQL service's maintenance database; only this machine's service is allowed. */
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

function assertLocal(url: string): void {
  const host = new URL(url).hostname;
  if (host !== "127.0.0.1" && host !== "localhost")
    throw new Error(`benchmarks run against 127.0.0.1 only, not ${host}`);
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  assertLocal(ADMIN_URL);
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type BenchDatabase = { name: string; url: string; drop: () => Promise<void> };

/** A new, empty database on the service; the server migrates it at start. Dropped with force at the end. */
export async function freshDatabase(label: string): Promise<BenchDatabase> {
  const name = `sabong_bench_${label}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await admin((c) => c.query(`create database ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** `select version()` of the service, for the report. */
export function serverVersion(): Promise<string> {
  return admin(async (c) => String((await c.query("show server_version")).rows[0]?.server_version ?? "?"));
}

/** A pool on the bench database that shrugs off the errors of connections killed by the final drop. */
export function pool(url: string, max: number): pg.Pool {
  assertLocal(url);
  const p = new pg.Pool({ connectionString: url, max });
  p.on("error", () => {});
  return p;
}
