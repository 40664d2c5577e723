// the module's own SQL (allowed inside the module; its face may not hand it out)
import { type SQL, sql } from "drizzle-orm";

export function branchesSql(rootId: number): SQL {
  return sql`select id, branch from tree where root = ${rootId}`;
}

export const subtreeSql = (rootId: number) => sql`select id from users where upline_id = ${rootId}`;

export const CLASSIFIED_TRANSFERS = "select * from ledger_transfers";

export const manilaDayOf = (column: SQL): SQL => sql`(${column} at time zone 'Asia/Manila')::date`;

/** allowed: a typed read built on the module's own SQL */
export async function branchesOf(rootId: number): Promise<Map<number, number>> {
  const built = branchesSql(rootId);
  return new Map([[rootId, built ? rootId : 0]]);
}
