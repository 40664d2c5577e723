import { manilaDayBounds, manilaDayStart, type ReportGame } from "@sabong/shared";
import { type SQL, sql } from "drizzle-orm";
import { classifiedTransfersSql, FIGURE_CATEGORIES, inTail, subtreeUserIdsSql, type Watermark } from "./classify.ts";

/**
 * Where figures come from: the rollups of the range plus the tail of transfers not folded yet (classified by the
 * same fragment), as one derived table with the columns day, game, contest_kind, contest_id, user_id, category,
 * role, amount (signed centavos), n (signed count). Use it inside ONE statement: the watermark, the rollups and the
 * tail are then read in one snapshot, so a fold that commits meanwhile neither hides nor doubles anything.
 */

export type FigureRange = { from: string; to: string; game: ReportGame };

/**
 * - `contests`: by contest, for everyone (rollup accounting_contest_days);
 * - `users`: by user, for everyone or a subtree (accounting_user_days), plus, for everyone, what no user took part in
 *   (plasada, funding: role '' in the contest rollup);
 * - `transfers`: straight from the transfers of the range (a subtree's contests: no rollup splits both ways).
 */
export type SourceKind = "contests" | "users" | "transfers";

const CATEGORIES = sql.raw(FIGURE_CATEGORIES.map((c) => `'${c}'`).join(", "));

export function rangeInstants(range: { from: string; to: string }): { start: Date; end: Date } {
  return { start: manilaDayStart(range.from), end: manilaDayBounds(range.to).end };
}

function classifiedInRange(range: FigureRange, tail: Watermark | null | false, userFilter: SQL): SQL {
  const { start, end } = rangeInstants(range);
  const where = sql`t.created_at >= ${start.toISOString()}::timestamptz and t.created_at < ${end.toISOString()}::timestamptz`;
  const game = range.game === "all" ? sql`` : sql`and c.game = ${range.game}`;
  return sql`
    select c.day, c.game, c.contest_kind, c.contest_id, c.user_id, c.category, c.role,
      c.signed_centavos as amount, c.sign as n
    from (${classifiedTransfersSql(tail === false ? where : sql`${inTail(tail)} and ${where}`)}) as c
    where c.category in (${CATEGORIES}) ${game} ${userFilter}`;
}

/**
 * The figure rows of a range (see the file comment); `rootId` limits them to a subtree's users (root included).
 * `watermark`: the fold's, read by readAtWatermark (null: the statement reads it itself).
 */
export function figureSource(
  kind: SourceKind,
  range: FigureRange,
  rootId: number | null,
  watermark: Watermark | null,
): SQL {
  const subtree = rootId === null ? sql`` : sql`and user_id in (${subtreeUserIdsSql(rootId)})`;
  const game = range.game === "all" ? sql`` : sql`and game = ${range.game}`;
  const days = sql`day between ${range.from}::date and ${range.to}::date and category in (${CATEGORIES}) ${game}`;
  const contests = (extra: SQL) => sql`
    select day, game, contest_kind, contest_id, null::int as user_id, category, role, amount_centavos as amount,
      transfers as n
    from accounting_contest_days where ${days} ${extra}`;
  const users = sql`
    select day, game, '' as contest_kind, 0::bigint as contest_id, user_id, category, role,
      amount_centavos as amount, transfers as n
    from accounting_user_days where ${days} ${subtree}`;
  if (kind === "transfers") {
    return classifiedInRange(
      range,
      false,
      rootId === null ? sql`` : sql`and c.user_id in (${subtreeUserIdsSql(rootId)})`,
    );
  }
  const tailUsers = rootId === null ? sql`` : sql`and c.user_id in (${subtreeUserIdsSql(rootId)})`;
  const tail = classifiedInRange(range, watermark, tailUsers);
  if (kind === "contests") return sql`${contests(sql``)} union all ${tail}`;
  if (rootId !== null) return sql`${users} union all ${tail}`;
  return sql`${users} union all ${contests(sql`and role = ''`)} union all ${tail}`;
}
