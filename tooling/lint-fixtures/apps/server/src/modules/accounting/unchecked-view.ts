// tooling/table-owners.test.ts: another module's view read without checking its rows
import { sql } from "drizzle-orm";
import { resultRows } from "../../db/sql.ts";

// bad: an unchecked read of the ledger's view
export async function balancesUnchecked(db: { execute: (q: unknown) => Promise<unknown> }) {
  return resultRows<{ balance: number }>(await db.execute(sql`select balance from ledger_balances`));
}
