/**
 * npm run backup [-- --out FILE] — one backup of the configured database (docs/operations.md):
 * - DATABASE_URL set: `pg_dump -Fc` (a consistent snapshot; the server keeps serving) into a `.dump` file;
 * - otherwise (embedded PGlite in DATA_DIR): asks the RUNNING server for its consistent copy (POST /api/admin/backup,
 *   signed in as ADMIN_USERNAME, default admin, with ADMIN_PASSWORD) at SERVER_URL (default http://127.0.0.1:$PORT)
 *   and writes the `.tar.gz`. Never copy DATA_DIR by hand while the server runs.
 * Files go to BACKUP_DIR (default ./backups), named by time. Exits 1 when the backup failed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { fromCaller, stampedFile, writeWhole } from "../modules/backup/files.ts";
import { dumpPostgres } from "../modules/backup/postgres.ts";

const REQUEST_TIMEOUT_MS = 30 * 60_000;
const { values } = parseArgs({ options: { out: { type: "string" } } });
const config = loadConfig();

async function fetchSnapshot(partial: string): Promise<void> {
  const password = process.env.ADMIN_PASSWORD;
  if (!password)
    throw new Error("set ADMIN_PASSWORD (and ADMIN_USERNAME if not admin) to back up the embedded database");
  const url = process.env.SERVER_URL ?? `http://127.0.0.1:${config.port}`;
  const login = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: process.env.ADMIN_USERNAME ?? "admin", password }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!login.ok) throw new Error(`sign-in at ${url} answered ${login.status}: ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const answer = await fetch(`${url}/api/admin/backup`, {
    method: "POST",
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!answer.ok) throw new Error(`backup at ${url} answered ${answer.status}: ${await answer.text()}`);
  writeFileSync(partial, Buffer.from(await answer.arrayBuffer()));
}

try {
  const started = performance.now();
  const dir = fromCaller(process.env.BACKUP_DIR ?? "backups");
  const databaseUrl = config.databaseUrl;
  const file = values.out
    ? fromCaller(values.out)
    : databaseUrl
      ? stampedFile(dir, new URL(databaseUrl).pathname.slice(1) || "postgres", "dump")
      : stampedFile(dir, "pglite", "tar.gz");
  mkdirSync(path.dirname(file), { recursive: true });
  const bytes = await writeWhole(file, (partial) =>
    databaseUrl ? dumpPostgres(databaseUrl, partial) : fetchSnapshot(partial),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`backup written: ${file} (${(bytes / 2 ** 20).toFixed(1)} MiB in ${seconds} s)`);
} catch (err) {
  console.error("backup FAILED:", (err as Error).message);
  process.exit(1);
}
