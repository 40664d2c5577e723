import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * A consistent copy of a running PGlite's data directory as a gzipped tarball (PGlite's own `dumpDataDir`). It is
 * taken holding PGlite's transaction lock, which every query and transaction takes, so no transaction is half done
 * in the copy: it holds exactly what was committed before it, like a copy of a cleanly stopped database. The
 * CHECKPOINT before it makes the copy's recovery at open short. Writes wait for the copy (≈ a second per 10 MB).
 */
export async function snapshotPglite(client: PGlite): Promise<Blob> {
  await client.exec("checkpoint");
  return client._runExclusiveTransaction(() => client.dumpDataDir("gzip"));
}

/** The PGlite directory under a server's DATA_DIR, as `openDatabase` opens it. */
export function pgliteDirOf(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

/**
 * Unpacks a snapshot into a NEW data directory (its `pglite` folder must not exist or be empty: a restore never
 * lands on a live database), opens it once so PostgreSQL's recovery runs, and closes it. A server started with
 * `DATA_DIR=<dataDir>` then serves the restored copy.
 */
export async function restorePgliteSnapshot(tarball: Blob, dataDir: string): Promise<void> {
  const dir = pgliteDirOf(dataDir);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new Error(`${dir} already holds a database: restore into a new, empty DATA_DIR`);
  }
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({ dataDir: dir, loadDataDir: tarball });
  try {
    await client.query("select 1");
  } finally {
    await client.close();
  }
}
