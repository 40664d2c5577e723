// module-exports-sql (tooling/sql-exports.ts), five times: a face handing out SQL text, re-exported or its own
import { sql } from "drizzle-orm";

export { branchesOf, branchesSql, CLASSIFIED_TRANSFERS, subtreeSql as subtreeUserIdsSql } from "./classify.ts";
export * from "./reads.ts";

export const totalsSql = sql`select sum(amount_centavos) from ledger_transfers`;

/** allowed: a typed read */
export const dayLabel = (day: string): string => `Day ${day}`;
