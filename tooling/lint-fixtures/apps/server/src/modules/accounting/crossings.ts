// tooling/table-owners.test.ts: raw SQL naming another module's table
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/sql.ts";

// bad: names the ledger's table
export const movedToday = sql`select sum(amount) from ledger_transfers where created_at > now() - interval '1 day'`;

// allowed: the view the ledger declares for other modules, read row by row through a schema
export async function balances(db: { execute: (q: unknown) => Promise<unknown> }, schema: never) {
  return rowsOf(schema, await db.execute(sql`select account_id, balance from ledger_balances`));
}
