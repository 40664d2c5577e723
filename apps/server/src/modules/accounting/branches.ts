import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { pgNumber, rowsOf } from "../../db/sql.ts";
import { branchesSql } from "./classify.ts";

const branchRow = z.object({ id: pgNumber, branch: pgNumber });

/**
 * Every user at or below the root, each with the root's direct downline it sits under (the root: itself): the rows
 * of the accounting report and of the agent summary fall the same way.
 */
export async function branchesOf(db: DbOrTx, rootId: number): Promise<Map<number, number>> {
  const rows = rowsOf(branchRow, await db.execute(sql`select id, branch from (${branchesSql(rootId)}) as b`));
  return new Map(rows.map((row) => [row.id, row.branch]));
}
