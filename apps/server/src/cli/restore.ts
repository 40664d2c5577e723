/**
 * npm run restore -- --from FILE (--database-url postgres://…/NEW_NAME | --data-dir NEW_DIR)
 * Restores a backup of `npm run backup` into a NEW database, never over a live one (docs/operations.md):
 * - a `.dump` (pg_dump -Fc) into a database it creates (refused if it exists), in one transaction;
 * - a `.tar.gz` (embedded PGlite) into NEW_DIR/pglite (refused unless empty); start a server with DATA_DIR=NEW_DIR
 *   (a relative NEW_DIR is taken as the server takes DATA_DIR: from apps/server; an absolute one is clearer).
 * Then check it: DATABASE_URL=… (or DATA_DIR=…) npm run ledger:check && npm run audit:verify.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { restorePgliteSnapshot } from "../db/pglite-snapshot.ts";
import { fromCaller } from "../modules/backup/files.ts";
import { restorePostgres } from "../modules/backup/postgres.ts";

const { values } = parseArgs({
  options: { from: { type: "string" }, "database-url": { type: "string" }, "data-dir": { type: "string" } },
});

async function restore(): Promise<string> {
  if (!values.from) throw new Error("say which backup: --from FILE");
  const file = fromCaller(values.from);
  const databaseUrl = values["database-url"];
  const dataDir = values["data-dir"];
  if (databaseUrl && !dataDir) {
    await restorePostgres(file, databaseUrl);
    return `DATABASE_URL=${databaseUrl}`;
  }
  if (dataDir && !databaseUrl) {
    // Resolved as the server and the check CLIs resolve DATA_DIR (from apps/server under npm), so the printed
    // absolute path is the one to give them.
    const target = path.resolve(dataDir);
    await restorePgliteSnapshot(new Blob([readFileSync(file)]), target);
    return `DATA_DIR=${target}`;
  }
  throw new Error("say where to: --database-url for a .dump, or --data-dir for a .tar.gz (one of them)");
}

try {
  const started = performance.now();
  const target = await restore();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`restored in ${seconds} s; check it: ${target} npm run ledger:check && ${target} npm run audit:verify`);
} catch (err) {
  console.error("restore FAILED:", (err as Error).message);
  process.exit(1);
}
