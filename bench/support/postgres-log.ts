import { readFileSync, statSync } from "node:fs";
import pg from "pg";
import { ADMIN_URL } from "./database.ts";

/** The local service's log (Debian's default); profiling scripts read what they asked PostgreSQL to log. */
export const POSTGRES_LOG = process.env.POSTGRES_LOG ?? "/var/log/postgresql/postgresql-15-main.log";

/** Settings for one database only (ALTER DATABASE … SET): connections opened afterwards pick them up. */
export async function setForDatabase(name: string, settings: readonly string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    for (const setting of settings) await admin.query(`alter database ${name} set ${setting}`);
  } finally {
    await admin.end();
  }
}

/** Marks the log's end now; `read()` answers what was logged since, for this database only. */
export function logSince(database: string): { read: () => string[] } {
  const offset = statSync(POSTGRES_LOG).size;
  return {
    read: () => {
      const text = readFileSync(POSTGRES_LOG, "utf8").slice(offset);
      // Entries start with a timestamp; continuation lines (plans, query text) belong to the entry above.
      const entries = text.split(/\n(?=\d{4}-\d{2}-\d{2} )/);
      return entries.filter((entry) => entry.includes(`@${database} `));
    },
  };
}
