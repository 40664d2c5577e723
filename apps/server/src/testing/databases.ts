import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.ts";
import { migratedPgliteImage, migratedTemplateName } from "./database-images.ts";

/** The PostgreSQL service these machines run; override with TEST_DATABASE_URL. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export type TestDatabaseKind = "pglite" | "postgres";

let postgresReachable: boolean | undefined;

export async function isPostgresReachable(): Promise<boolean> {
  if (postgresReachable !== undefined) return postgresReachable;
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    postgresReachable = true;
  } catch {
    postgresReachable = false;
  } finally {
    await client.end().catch(() => {});
  }
  return postgresReachable;
}

/**
 * Suites run on PGlite and on the PostgreSQL service. Without the service they say so loudly, and in CI
 * (CI=true) a missing service fails the run instead of silently testing less.
 */
export async function testDatabaseKinds(): Promise<TestDatabaseKind[]> {
  if (await isPostgresReachable()) return ["pglite", "postgres"];
  const message = `PostgreSQL service at ${TEST_DATABASE_URL} is NOT reachable: PostgreSQL suites are NOT running`;
  if (process.env.CI) throw new Error(message);
  console.warn(`\n\n!!!!!!!! ${message} !!!!!!!!\n`);
  return ["pglite"];
}

/** A test database; `url` (PostgreSQL only) lets a second server process open the same one. */
export type TestDatabase = Database & { url?: string };

/** Runs one statement on the service's own database (create and drop databases). */
async function onService(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the PostgreSQL service, empty or (`migrated`) copied from the template that holds every
 * migration; `drop` removes it by force (whoever is still connected).
 */
export async function createServiceDatabase(
  prefix = "sabong_test",
  migrated = false,
): Promise<{
  name: string;
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const template = migrated ? ` template ${await migratedTemplateName(TEST_DATABASE_URL)}` : "";
  await onService(`create database ${name}${template}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onService(`drop database if exists ${name} with (force)`) };
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the service dropped on close. Both start from a
 * copy made once per set of migrations (testing/database-images.ts); opening still runs the migrator, which then
 * finds nothing to apply.
 */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  poolSize?: number,
  connectTimeoutMs?: number,
): Promise<TestDatabase> {
  if (kind === "pglite") return openDatabase({ loadDataDir: await migratedPgliteImage() });
  const created = await createServiceDatabase("sabong_test", true);
  const database = await openDatabase({ databaseUrl: created.url, poolSize, connectTimeoutMs });
  return {
    ...database,
    url: created.url,
    close: async () => {
      await database.close();
      // pool.end() resolves before the server has seen every connection go; a forced drop would then kill them
      // mid-close and surface as unhandled errors. Wait (briefly) until they are gone.
      const watcher = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await watcher.connect();
      try {
        for (let i = 0; i < 100; i++) {
          const left = await watcher.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
            created.name,
          ]);
          if (left.rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } finally {
        await watcher.end();
      }
      await created.drop();
    },
  };
}
