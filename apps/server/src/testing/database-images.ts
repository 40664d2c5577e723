import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { MIGRATIONS_FOLDER, openDatabase } from "../db/client.ts";

/**
 * Migrated databases made once and copied, not migrated afresh by every suite: PGlite's initdb and the eighteen
 * migrations cost seconds per suite, hundreds of times per `npm test`. The copies are named by a hash of the
 * migrations (and PGlite's version), so a changed migration makes a new copy and a stale one is never used.
 */

/** Every file of the migrations folder, and the PGlite build that wrote the image. */
function migrationsHash(): string {
  const digest = createHash("sha256");
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else digest.update(`${path.relative(MIGRATIONS_FOLDER, full)}\0`).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  // The package exports no package.json: read it beside its entry point (dist/).
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const manifest = readFileSync(path.join(path.dirname(entry), "..", "package.json"), "utf8");
  return digest
    .update(JSON.parse(manifest).version as string)
    .digest("hex")
    .slice(0, 16);
}

let hash: string | undefined;
const imageHash = (): string => {
  hash ??= migrationsHash();
  return hash;
};

let pgliteImage: Promise<Blob> | undefined;

/**
 * A migrated PGlite data directory (a gzipped tarball) for `openDatabase({ loadDataDir })`, kept in the temp folder
 * between runs. Workers racing to make it each write their own file and rename it into place: the rename is atomic,
 * and every copy is the same.
 */
export function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const dir = path.join(tmpdir(), "sabong-test-images");
    const file = path.join(dir, `pglite-${imageHash()}.tar.gz`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const database = await openDatabase({});
      const image = await database.snapshot?.();
      await database.close();
      if (!image) throw new Error("PGlite gave no snapshot");
      mkdirSync(dir, { recursive: true });
      const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
      writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
      renameSync(partial, file);
      return image;
    }
  })();
  return pgliteImage;
}

const TEMPLATE_PREFIX = "sabong_template_";
/** Held while one process makes the template; the others wait, then copy it. */
const TEMPLATE_LOCK = 7263540002;

async function waitUntilUnused(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const left = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
    if (left.rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`connections to ${name} did not end`);
}

/** Migrates a new database and renames it to the template's name, dropping templates of older migrations. */
async function makeTemplate(client: pg.Client, serviceUrl: string, name: string): Promise<void> {
  const building = `${name}_building`;
  await client.query(`drop database if exists ${building} with (force)`);
  await client.query(`create database ${building}`);
  const url = new URL(serviceUrl);
  url.pathname = `/${building}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  await database.close();
  await waitUntilUnused(client, building);
  await client.query(`alter database ${building} rename to ${name}`);
  const stale = await client.query<{ datname: string }>(
    "select datname from pg_database where datname like $1 and datname <> $2",
    [`${TEMPLATE_PREFIX}%`, name],
  );
  for (const row of stale.rows) await client.query(`drop database if exists ${row.datname} with (force)`);
}

const templates = new Map<string, Promise<string>>();

/** The name of a database on the service holding every migration, made once (under a lock) and then only copied. */
export function migratedTemplateName(serviceUrl: string): Promise<string> {
  const known = templates.get(serviceUrl);
  if (known) return known;
  const name = `${TEMPLATE_PREFIX}${imageHash()}`;
  const made = (async () => {
    const client = new pg.Client({ connectionString: serviceUrl });
    await client.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
      const found = await client.query("select 1 from pg_database where datname = $1", [name]);
      if (found.rowCount === 0) await makeTemplate(client, serviceUrl, name);
      return name;
    } finally {
      await client.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]).catch(() => {});
      await client.end();
    }
  })();
  templates.set(serviceUrl, made);
  return made;
}
