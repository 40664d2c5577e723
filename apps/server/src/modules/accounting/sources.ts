import { OPEN_CATEGORY_PREFIX, type ReportGame } from "@sabong/shared/accounting";
import { manilaDayBounds, manilaDayStart } from "@sabong/shared/time";
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

/** Transfers created in the range (a condition on `alias`). */
const createdIn = (range: { from: string; to: string }, alias: string): SQL => {
  const { start, end } = rangeInstants(range);
  const at = sql.raw(`${alias}.created_at`);
  return sql`${at} >= ${start.toISOString()}::timestamptz and ${at} < ${end.toISOString()}::timestamptz`;
};

/**
 * The ids of the range's transfers a subtree's user can be the user of (classify.ts `who`): those debiting or
 * crediting one of its users' accounts, and the debt advances of its users' debts. A superset of what the subtree's
 * user filter keeps, so only the subtree's transfers are classified. Used as `= any(array(…))`, like the accounts and
 * debts in it: the planner cannot estimate a subtree's size and, with `in`, scans the whole range; with arrays it
 * walks the (account, id) indexes and then fetches just those transfers by id.
 */
function subtreeTransferIdsSql(range: FigureRange, rootId: number): SQL {
  const users = subtreeUserIdsSql(rootId);
  const accounts = sql`array(select a.id from ledger_accounts_view a where a.owner_user_id in (${users}))`;
  const debts = sql`array(select d.id::text from ledger_debts_view d where d.user_id in (${users}))`;
  return sql`
    select x.id from ledger_transfers_view x where x.debit_account_id = any(${accounts}) and ${createdIn(range, "x")}
    union
    select x.id from ledger_transfers_view x where x.credit_account_id = any(${accounts}) and ${createdIn(range, "x")}
    union
    select x.id from ledger_transfers_view x
    where x.ref_type = 'debt' and x.ref_id = any(${debts}) and x.code = 'DEBT_ADVANCE' and ${createdIn(range, "x")}`;
}

function classifiedInRange(range: FigureRange, tail: Watermark | null | false, userFilter: SQL, where?: SQL): SQL {
  const inRange = where ? sql`${createdIn(range, "t")} and ${where}` : createdIn(range, "t");
  const game = range.game === "all" ? sql`` : sql`and c.game = ${range.game}`;
  return sql`
    select c.day, c.game, c.contest_kind, c.contest_id, c.user_id, c.category, c.role,
      c.signed_centavos as amount, c.sign as n
    from (${classifiedTransfersSql(tail === false ? inRange : sql`${inTail(tail)} and ${inRange}`)}) as c
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
    if (rootId === null) return classifiedInRange(range, false, sql``);
    // A subtree of under a third of the users: only its transfers are classified (a one-player subtree at 1.5 M
    // transfers: 20 ms instead of 2 s). A bigger one: the whole range, as fetching most transfers one by one is
    // slower than one scan (everyone: 11 s versus 4 s). The same rows either way; the size test is a one-time
    // filter, so only the chosen branch runs.
    const inSubtree = sql`and c.user_id in (${subtreeUserIdsSql(rootId)})`;
    const small = sql`(select count(*) * 3 from (${subtreeUserIdsSql(rootId)}) as s)
      < (select count(*) from users_view)`;
    const prefiltered = sql`t.id = any(array(${subtreeTransferIdsSql(range, rootId)}))`;
    return sql`${classifiedInRange(range, false, sql`${inSubtree} and ${small}`, prefiltered)}
      union all ${classifiedInRange(range, false, sql`${inSubtree} and not ${small}`)}`;
  }
  const tailUsers = rootId === null ? sql`` : sql`and c.user_id in (${subtreeUserIdsSql(rootId)})`;
  const tail = classifiedInRange(range, watermark, tailUsers);
  if (kind === "contests") return sql`${contests(sql``)} union all ${tail}`;
  if (rootId !== null) return sql`${users} union all ${tail}`;
  return sql`${users} union all ${contests(sql`and role = ''`)} union all ${tail}`;
}

/**
 * The contests open now (a fight not declared, a draw neither settled nor cancelled) as (ref_type, ref_id) pairs
 * of the transfers that can reference them: the contest itself and its bets or tickets. Few: today's.
 */
const OPEN_REFS = sql`
  select 'fight' as ref_type, f.id::text as ref_id from fights_view f where f.state <> 'DECLARED'
  union all
  select 'bet', b.id::text from fights_view f join bets_view b on b.fight_id = f.id where f.state <> 'DECLARED'
  union all
  select 'draw', d.id::text from draws_view d where d.state not in ('SETTLED', 'CANCELLED')
  union all
  select 'ticket', k.id::text from draws_view d join tickets_view k on k.draw_id = d.id
  where d.state not in ('SETTLED', 'CANCELLED')`;

/** Ids of the range's transfers of open contests (a debt's transfers count for what the debt references). */
function openTransferIdsSql(range: FigureRange): SQL {
  return sql`
    with open_refs as (${OPEN_REFS})
    select x.id from ledger_transfers_view x join open_refs o on x.ref_type = o.ref_type and x.ref_id = o.ref_id
    where ${createdIn(range, "x")}
    union
    select x.id from ledger_debts_view d join open_refs o on d.ref_type = o.ref_type and d.ref_id = o.ref_id
    join ledger_transfers_view x on x.ref_type = 'debt' and x.ref_id = d.id::text
    where ${createdIn(range, "x")}`;
}

/**
 * The figure rows (same columns as figureSource) of contests still open, read straight from the ledger with
 * their category prefixed OPEN_CATEGORY_PREFIX: union them with figureSource and figuresFromSums keeps those
 * contests out of the house result and shows their stakes as open stakes. Open now, not at the end of the range:
 * whether a stake is won is known only once its contest is settled.
 */
export function openContestSource(range: FigureRange, rootId: number | null): SQL {
  const subtree = rootId === null ? sql`` : sql`and c.user_id in (${subtreeUserIdsSql(rootId)})`;
  const game = range.game === "all" ? sql`` : sql`and c.game = ${range.game}`;
  const where = sql`${createdIn(range, "t")} and t.id = any(array(${openTransferIdsSql(range)}))`;
  return sql`
    select c.day, c.game, c.contest_kind, c.contest_id, c.user_id, ${OPEN_CATEGORY_PREFIX}::text || c.category as category, c.role,
      c.signed_centavos as amount, c.sign as n
    from (${classifiedTransfersSql(where)}) as c
    where c.category in (${CATEGORIES}) ${game} ${subtree}`;
}
