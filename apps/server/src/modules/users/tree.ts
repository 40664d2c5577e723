import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { rowsOf } from "../../db/sql.ts";
import { MAX_TREE_DEPTH } from "../../db/tree.ts";

/**
 * Walks up one user's chain of uplines (users.upline_id): cheap however big the tree is. Typed reads other modules
 * call through the users service; the walk down a subtree is db/tree.ts `inSubtree`, over `usersView`.
 */

/** Whether `userId` lies strictly below `ancestorId`. */
export async function isDescendant(db: DbOrTx, ancestorId: number, userId: number): Promise<boolean> {
  if (ancestorId === userId) return false;
  const result = await db.execute(sql`
    with recursive up(id, upline_id, depth) as (
      select id, upline_id, 0 from users where id = ${userId}
      union all
      select u.id, u.upline_id, up.depth + 1 from users u join up on u.id = up.upline_id where up.depth < ${MAX_TREE_DEPTH}
    )
    select 1 as hit from up where id = ${ancestorId} and depth > 0 limit 1`);
  return rowsOf(z.object({ hit: z.number() }), result).length > 0;
}

/**
 * The way down from `ancestorId` to `userId`, both included, top first; null when `userId` is neither the ancestor
 * nor below it.
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
  const rows = rowsOf(z.object({ id: z.number(), username: z.string() }), result);
  if (rows[0]?.id !== ancestorId) return null;
  return rows.map((row) => ({ id: row.id, username: row.username }));
}
