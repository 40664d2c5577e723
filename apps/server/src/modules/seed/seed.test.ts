import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { checkLedger } from "../ledger/service.ts";
import { users } from "../users/table.ts";
import { DEMO_ACCOUNTS, seedDatabase } from "./service.ts";

const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "sabong-seed-")), JWT_SECRET: "s".repeat(32) });
const quiet = { info: () => {} } as unknown as FastifyBaseLogger;

// Only PostgreSQL has several connections that can race; PGlite runs one statement at a time.
const kinds = (await testDatabaseKinds()).filter((kind) => kind === "postgres");

describe.each(kinds)("first start on an empty %s database", (kind) => {
  it("seeds once when three processes start at the same moment", async () => {
    const database = await openTestDatabase(kind, 6);
    try {
      await Promise.all([1, 2, 3].map(() => seedDatabase(database.db, config, quiet)));
      const [row] = await database.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(DEMO_ACCOUNTS.length);
      expect((await checkLedger(database.db)).ok).toBe(true);
    } finally {
      await database.close();
    }
  });
});
