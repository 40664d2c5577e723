import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);
/** A dump or restore that takes longer is stuck (a lock it waits for, a full disk): it fails instead. */
const TOOL_TIMEOUT_MS = 60 * 60_000;
const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * `pg_dump -Fc` of the database at `databaseUrl` into `file`: one repeatable-read snapshot, so the dump holds
 * exactly what was committed when it started, and it never blocks the server's writes.
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  await run(
    "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${databaseUrl}`],
    {
      timeout: TOOL_TIMEOUT_MS,
    },
  );
}

/** The new database's name in a PostgreSQL URL, checked so it can go into CREATE DATABASE as an identifier. */
function newDatabaseName(targetUrl: string): string {
  const name = decodeURIComponent(new URL(targetUrl).pathname.slice(1));
  if (!DATABASE_NAME.test(name)) {
    throw new Error(`"${name}" is not a database name this restore creates (lower-case letters, digits, _)`);
  }
  return name;
}

/** CREATE DATABASE on the target's server; refused when it exists, so a restore never lands on a live database. */
async function createNewDatabase(targetUrl: string): Promise<void> {
  const name = newDatabaseName(targetUrl);
  const maintenance = new URL(targetUrl);
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (rows.length > 0) throw new Error(`database ${name} already exists: restore into a new database`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/**
 * Restores a `pg_dump -Fc` file into a NEW database at `targetUrl` (created here; refused if it exists), in one
 * transaction: a restore that fails leaves an empty database, never a half-restored ledger.
 */
export async function restorePostgres(file: string, targetUrl: string): Promise<void> {
  await createNewDatabase(targetUrl);
  await run(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${targetUrl}`, file],
    { timeout: TOOL_TIMEOUT_MS },
  );
}
