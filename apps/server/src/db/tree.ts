import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgView } from "drizzle-orm/pg-core";

/**
 * The user tree (upline_id), walked in SQL. Uplines never change after creation, so the tree has no cycles; the
 * depth cap only guards the recursive queries against a hand-edited database (the real chain is at most 7 deep:
 * admin … gold, loader, players). The walks up one chain are the users module's typed reads (`isDescendant`,
 * `chainDown`); the walk down is a condition other statements embed, over the view its owner hands in.
 */
export const MAX_TREE_DEPTH = 64;

/**
 * The relation the tree is read from, handed in by the module that owns it (the users module's `usersView`), so
 * infrastructure names no module's table: a view with the columns id, upline_id and username.
 */
export type TreeView = PgView & { id: AnyPgColumn; uplineId: AnyPgColumn; username: AnyPgColumn };

/** Condition: `column` (a user id) is a strict descendant of `rootId`: a walk down from the root. */
export function inSubtree(tree: TreeView, column: AnyPgColumn | SQL, rootId: number): SQL {
  return sql`${column} in (
    with recursive tree(id, depth) as (
      select id, 1 from ${tree} where upline_id = ${rootId}
      union all
      select u.id, t.depth + 1 from ${tree} u join tree t on u.upline_id = t.id where t.depth < ${MAX_TREE_DEPTH}
    )
    select id from tree)`;
}
