import type { BetStatus } from "@sabong/shared/betting";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { DbOrTx } from "./client.ts";
import { pgNumber, rowsOf } from "./sql.ts";
import { inSubtree, type TreeView } from "./tree.ts";

/**
 * The one history of every game (issue 22) pages over several modules' rows (bets, tickets): each module selects
 * its own keys under these typed filters and answers them here, newest first; the history module merges the pages.
 * No module hands SQL to another (tooling/sql-exports.ts): they share this helper and these types.
 */

/** Whose rows: one player's, an agent's whole downline (any depth), or everyone's (admin). */
export type HistoryScope = { kind: "own"; userId: number } | { kind: "downline"; agentId: number } | { kind: "all" };

export type HistoryKeyFilters = {
  game?: string;
  status?: BetStatus;
  from?: string;
  to?: string;
  /** Digits: a row's number or a combination. */
  q?: string;
  scope: HistoryScope;
  /** Staff's search by the player's username. */
  username?: string;
};

export type HistoryKey = { kind: "bet" | "ticket"; id: number; createdAtMs: number };
export type HistoryKeyPage = { keys: HistoryKey[]; total: number };

/**
 * The rows' owners these filters allow, on the module's own user-id column; `users` is the users module's view
 * (`usersView`), which names and the tree are read from.
 */
export function scopeCondition(
  userId: AnyPgColumn,
  f: Pick<HistoryKeyFilters, "scope" | "username">,
  users: TreeView,
): SQL | undefined {
  const byName = f.username ? sql`${userId} in (select id from ${users} where username = ${f.username})` : undefined;
  const scoped =
    f.scope.kind === "own"
      ? sql`${userId} = ${f.scope.userId}`
      : f.scope.kind === "downline"
        ? inSubtree(users, userId, f.scope.agentId)
        : undefined;
  if (scoped && byName) return sql`${scoped} and ${byName}`;
  return scoped ?? byName;
}

const keyRow = z.object({
  kind: z.enum(["bet", "ticket"]),
  id: pgNumber,
  created_at: z.union([z.date(), z.string()]).transform((value) => new Date(value).getTime()),
});
const countRow = z.object({ n: pgNumber });

/**
 * The first `limit` keys of a module's selection (`kind, id, created_at`), newest first, and how many it selects in
 * all. One statement after the other: `db` may be a caller's transaction (one connection).
 */
export async function readKeyPage(db: DbOrTx, selection: SQL | null, limit: number): Promise<HistoryKeyPage> {
  if (selection === null) return { keys: [], total: 0 };
  const keys = rowsOf(
    keyRow,
    // Milliseconds, as the merge compares them: the same order here and there, so pages never overlap.
    await db.execute(sql`select kind, id, created_at from (${selection}) as k
      order by date_trunc('milliseconds', created_at) desc, kind desc, id desc limit ${limit}`),
  );
  const [total] = rowsOf(countRow, await db.execute(sql`select count(*) as n from (${selection}) as k`));
  return {
    keys: keys.map((key) => ({ kind: key.kind, id: key.id, createdAtMs: key.created_at })),
    total: total?.n ?? 0,
  };
}
