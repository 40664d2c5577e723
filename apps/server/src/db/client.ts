import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Listen, pgliteListener, postgresListener } from "./notifications.ts";
import { snapshotPglite } from "./pglite-snapshot.ts";
import { type EmbeddedDbMode, statementPerTurn } from "./pglite-turns.ts";
import * as schema from "./schema.ts";
import { inBulk } from "./work-lane.ts";

export type Schema = typeof schema;
/** The same type for PGlite and node-postgres: services never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Repositories take either, so a service can compose several steps in one transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** LISTEN for NOTIFY, delivered at commit (cache invalidation across processes). */
  listen: Listen;
  /** PGlite only: a consistent copy of the data directory, taken while it serves (modules/backup/pglite.ts). */
  snapshot?: () => Promise<Blob>;
  close: () => Promise<void>;
  /** PostgreSQL's connection pool as it stands (metrics); PGlite has one connection and no pool. */
  poolUse?: () => { total: number; idle: number; waiting: number };
};

/** A statement with `$n` placeholders; `name` makes PostgreSQL parse and plan it once per connection. */
export type PreparedStatement = { name: string; text: string; values: unknown[] };
export type RawQuery = <Row>(statement: PreparedStatement) => Promise<Row[]>;

const rawQueries = new WeakMap<Db, RawQuery>();

/**
 * The driver under a Db, for the few hot statements that drizzle's builder cannot express in one round trip (a
 * bet: data-modifying CTEs). Rows come back with the database's column names; int8 values may be strings.
 */
export function rawQuery(db: Db): RawQuery {
  const run = rawQueries.get(db);
  if (!run) throw new Error("this Db was not opened by openDatabase");
  return run;
}

const CONNECT_TIMEOUT_MS = 5_000;

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, "../../drizzle");

/** PGlite in DATA_DIR/pglite when no url is given (or `memory://` for tests); PostgreSQL otherwise. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** How long a request may wait for a pooled connection (default 5 s: fail fast, 503, when PostgreSQL is away). */
  connectTimeoutMs?: number;
  /** PGlite only: each statement on a turn of the event loop of its own (default), or inline (db/pglite-turns.ts). */
  embeddedDbMode?: EmbeddedDbMode;
  /** PGlite only: start from this copy of a data directory (a snapshot; tests start from one already migrated). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    // A connect that does not succeed within 5 s fails (503 to the client) rather than holding the request open.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    });
    // An idle connection that dies (database restart, failover) must not take the process down: the pool replaces it.
    pool.on("error", (err) => console.error("database pool: idle connection lost:", err.message));
    // A connection that dies while checked out between two statements (a transaction awaiting; PostgreSQL stopped
    // with -m fast) emits 'error' on its client, where the pool listens only while it is idle: unheard, that error
    // ends the process. The statement waiting on it fails instead (503) and the pool drops the broken client.
    pool.on("connect", (client) => {
      client.on("error", (err) => console.error("database pool: connection lost in use:", err.message));
    });
    // bigint (int8) sums come back as strings by default; every amount we store is a safe integer.
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    rawQueries.set(db, async <Row>(q: PreparedStatement) => (await pool.query(q)).rows as Row[]);
    await migrateWithLock(pool);
    return {
      db,
      kind: "postgres",
      listen: postgresListener(options.databaseUrl),
      close: () => pool.end(),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const dir = options.dataDir ? path.join(options.dataDir, "pglite") : "memory://";
  const client = await PGlite.create(dir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const serving = (options.embeddedDbMode ?? "turns") === "turns" ? statementPerTurn(client, inBulk) : client;
  const db = drizzlePglite({ client: serving, schema }) as unknown as Db;
  // One connection: a name would prepare nothing that PGlite does not cache already.
  rawQueries.set(db, async <Row>(q: PreparedStatement) => (await serving.query<Row>(q.text, q.values)).rows);
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: "pglite",
    listen: pgliteListener(client),
    snapshot: () => snapshotPglite(client),
    close: () => client.close(),
  };
}

/** Several server processes may start at once against one PostgreSQL: one migrates, the others wait. */
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(7263540001)");
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock(7263540001)").catch(() => {});
    client.release();
  }
}
