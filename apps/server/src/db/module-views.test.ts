import { is, sql } from "drizzle-orm";
import { getViewConfig, type PgColumn, PgView } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { openTestDatabase, testDatabaseKinds } from "../testing/databases.ts";
import * as schema from "./schema.ts";
import { rowsOf } from "./sql.ts";

/**
 * The views modules declare for one another (`pgView(…).existing()` in their table.ts) are created by hand-written
 * migrations, which drizzle-kit does not check: each must exist in a migrated database with the columns, in the
 * order and of the types, its declaration promises.
 */

const views = (Object.values(schema) as unknown[]).filter((value): value is PgView => is(value, PgView));

const columnRow = z.object({ name: z.string(), type: z.string() });

function declared(view: PgView): { name: string; type: string }[] {
  const fields = Object.values(getViewConfig(view).selectedFields) as PgColumn[];
  return fields.map((column) => ({ name: column.name, type: column.getSQLType() }));
}

describe.each(await testDatabaseKinds())("the modules' views on %s", (kind) => {
  it("exist with the columns their table.ts declares", async () => {
    expect(views.length).toBeGreaterThan(0);
    const database = await openTestDatabase(kind);
    try {
      for (const view of views) {
        const { name } = getViewConfig(view);
        const found = rowsOf(
          columnRow,
          await database.db.execute(sql`
            select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
            from pg_attribute a join pg_class c on c.oid = a.attrelid
            where c.relname = ${name} and c.relkind = 'v' and a.attnum > 0 and not a.attisdropped
            order by a.attnum`),
        );
        expect({ view: name, columns: found }).toEqual({ view: name, columns: declared(view) });
      }
    } finally {
      await database.close();
    }
  });
});
