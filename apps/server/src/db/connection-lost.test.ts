import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isPostgresReachable, openTestDatabase, TEST_DATABASE_URL } from "../testing/databases.ts";
import { resultRows } from "./sql.ts";

const reachable = await isPostgresReachable();

describe.skipIf(!reachable)(
  "a PostgreSQL connection that dies inside a transaction (PostgreSQL stopped -m fast)",
  () => {
    it("fails that transaction, does not end the process, and the pool serves the next request", async () => {
      const database = await openTestDatabase("postgres", 2);
      const unheard: unknown[] = [];
      const onUncaught = (err: unknown) => unheard.push(err);
      process.on("uncaughtException", onUncaught);
      const killer = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await killer.connect();
      try {
        const transaction = database.db.transaction(async (tx) => {
          const [row] = resultRows<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
          // Between two statements, as a settlement awaiting its next step: the server ends this connection.
          await killer.query("select pg_terminate_backend($1)", [row?.pid]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        });
        await expect(transaction).rejects.toThrow();
        expect(unheard).toEqual([]);
        const after = resultRows<{ one: number }>(await database.db.execute(sql`select 1 as one`));
        expect(after).toEqual([{ one: 1 }]);
      } finally {
        process.off("uncaughtException", onUncaught);
        await killer.end();
        await database.close();
      }
    });
  },
);
