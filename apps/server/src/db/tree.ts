import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client.ts";
import { resultRows } from "./sql.ts";

/**
 * The user tree (users.upline_id), walked in SQL. Uplines never change after creation, so the tree has no cycles;
 * the depth cap only guards the recursive queries against a hand-edited database (the real chain is at most 7 deep:
 * admin … gold, loader, players).
 */
export const MAX_TREE_DEPTH = 64;

/** Condition: `column` (a user id) is a strict descendant of `rootId`: a walk down from the root. */
export function inSubtree(column: AnyPgColumn | SQL, rootId: number): SQL {
  return sql`${column} in (
    with recursive tree(id, depth) as (
      select id, 1 from users where upline_id = ${rootId}
      union all
      select u.id, t.depth + 1 from users u join tree t on u.upline_id = t.id where t.depth < ${MAX_TREE_DEPTH}
    )
    select id from tree)`;
}

/** Whether `userId` lies strictly below `ancestorId`: a walk up the chain, cheap however big the tree is. */
export async function isDescendant(db: DbOrTx, ancestorId: number, userId: number): Promise<boolean> {
  if (ancestorId === userId) return false;
  const result = await db.execute(sql`
    with recursive up(id, upline_id, depth) as (
      select id, upline_id, 0 from users where id = ${userId}
      union all
      select u.id, u.upline_id, up.depth + 1 from users u join up on u.id = up.upline_id where up.depth < ${MAX_TREE_DEPTH}
    )
    select 1 as hit from up where id = ${ancestorId} and depth > 0 limit 1`);
  return resultRows(result).length > 0;
}

/**
 * The way down from `ancestorId` to `userId`, both included, top first; null when `userId` is neither the ancestor
 * nor below it. A walk up the chain, like isDescendant.
 */
export async function chainDown(
  db: DbOrTx,
  ancestorId: number,
  userId: number,
): Promise<Array<{ id: number; username: string }> | null> {
  const result = await db.execute(sql`
    with recursive up(id, upline_id, username, depth) as (
      select id, upline_id, username, 0 from users where id = ${userId}
      union all
      select u.id, u.upline_id, u.username, up.depth + 1 from users u join up on u.id = up.upline_id
      where up.id <> ${ancestorId} and up.depth < ${MAX_TREE_DEPTH}
    )
    select id, username, depth from up order by depth desc`);
  const rows = resultRows<{ id: number; username: string }>(result);
  if (Number(rows[0]?.id) !== ancestorId) return null;
  return rows.map((row) => ({ id: Number(row.id), username: row.username }));
}
