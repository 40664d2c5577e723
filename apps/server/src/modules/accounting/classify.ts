import { type SQL, sql } from "drizzle-orm";
import { MAX_TREE_DEPTH } from "../../db/tree.ts";

/**
 * THE classification of ledger transfers (docs/decisions/0008-accounting.md). The fold (into the rollups) and every
 * read of the not-yet-folded tail use this one fragment, so a report is the same sum whether a transfer has been
 * folded or not. Per transfer:
 * - day: its Manila calendar date (fixed UTC+8, computed from the epoch: no time-zone database needed);
 * - game: the <g> of the side that is `escrow:<g>` or `house:<g>` ('' when neither);
 * - category and sign: the code (+1); a transfer that reverses another (a REVERSAL; a revert's recovery from a
 *   user's points or the bank's DEBT_ADVANCE of what the user spent) counts −1 against the code it reverses; older
 *   rows without the link (a REVERSAL without one, a DEBT_ADVANCE into escrow/house) take back a PAYOUT (into escrow)
 *   or a COMMISSION (into the house), −1;
 * - contest: the fight or draw of its reference (a bet's fight, a ticket's draw, a debt's own reference);
 * - user: the user side (the credit side if both are users), or a debt advance's debtor; role: that user's level.
 */

/** Categories the figures are made of (the rest, LOAD, MINT, … are money moving around, not the business). */
export const FIGURE_CATEGORIES = ["BET", "REFUND", "PAYOUT", "PLASADA", "DRAW_FUNDING", "COMMISSION"] as const;

/** Manila calendar date of a timestamptz expression: floor((epoch + 8 h) / 1 day) days after 1970-01-01. */
export const manilaDayOf = (at: SQL): SQL =>
  sql`(date '1970-01-01' + floor((extract(epoch from ${at}) + 28800) / 86400)::int)`;

const isGameAccount = (a: string) => sql.raw(`(${a}.purpose like 'escrow:%' or ${a}.purpose like 'house:%')`);

/**
 * A SELECT of classified transfers (alias it: `(${classifiedTransfersSql(where)}) as c`); `where` is a condition
 * on the transfer `t`. Columns: id, created_xid, created_at, day, game, contest_kind ('' | 'fight' | 'draw'),
 * contest_id (0 when none), code, category, sign, amount_centavos, signed_centavos, user_id (null when none),
 * role ('' when no user), debit_account_id, credit_account_id.
 */
export function classifiedTransfersSql(where: SQL): SQL {
  return sql`
    select t.id, t.created_xid, t.created_at, ${manilaDayOf(sql`t.created_at`)} as day,
      case when ${isGameAccount("da")} then split_part(da.purpose, ':', 2)
           when ${isGameAccount("ca")} then split_part(ca.purpose, ':', 2) else '' end as game,
      case when ref.ref_type in ('fight', 'bet') then 'fight' when ref.ref_type in ('draw', 'ticket') then 'draw'
           else '' end as contest_kind,
      coalesce(case ref.ref_type when 'fight' then ref.ref_id::bigint when 'draw' then ref.ref_id::bigint
                                 when 'bet' then b.fight_id::bigint when 'ticket' then k.draw_id::bigint end, 0)
        as contest_id,
      t.code, cls.category, cls.sign, t.amount_centavos, cls.sign * t.amount_centavos as signed_centavos,
      who.user_id,
      case when u.id is null then '' when u.type = 'user' then coalesce(u.agent_type, 'loader') else u.type end
        as role,
      t.debit_account_id, t.credit_account_id
    from ledger_transfers_view t
    join ledger_accounts_view da on da.id = t.debit_account_id
    join ledger_accounts_view ca on ca.id = t.credit_account_id
    left join ledger_transfers_view r on r.id = t.reverses_transfer_id
    left join ledger_debts_view d on d.id = case when t.ref_type = 'debt' then t.ref_id::bigint end
    cross join lateral (
      select case when t.ref_type = 'debt' then d.ref_type else t.ref_type end as ref_type,
             case when t.ref_type = 'debt' then d.ref_id else t.ref_id end as ref_id
    ) ref
    left join bets_view b on b.id = case when ref.ref_type = 'bet' then ref.ref_id::bigint end
    left join tickets_view k on k.id = case when ref.ref_type = 'ticket' then ref.ref_id::bigint end
    cross join lateral (
      select case
          when r.id is not null then r.code
          when t.code = 'REVERSAL' or (t.code = 'DEBT_ADVANCE' and ${isGameAccount("ca")}) then
            case when ca.purpose like 'escrow:%' then 'PAYOUT' when ca.purpose like 'house:%' then 'COMMISSION'
                 else 'REVERSAL' end
          else t.code end as category,
        case when r.id is not null or t.code = 'REVERSAL' or (t.code = 'DEBT_ADVANCE' and ${isGameAccount("ca")})
          then -1 else 1 end as sign
    ) cls
    cross join lateral (
      select case when ca.kind = 'user' then ca.owner_user_id when da.kind = 'user' then da.owner_user_id
                  when t.code = 'DEBT_ADVANCE' then d.user_id end as user_id
    ) who
    left join users_view u on u.id = who.user_id
    where ${where}`;
}

/**
 * The users a report's agent filter covers, each with the branch (row of the agent grouping) it belongs to:
 * - with a root: the root itself (its own branch) and everyone below it, in the branch of the root's direct downline
 *   above them;
 * - without: every user; the branches are the users without an upline (the admin, staff) and the admin's direct
 *   downlines (the incorporators).
 * A SELECT with columns id, branch.
 */
export function branchesSql(rootId: number | null): SQL {
  const seeds =
    rootId === null
      ? sql`select id, id as branch, type <> 'admin' as descend, 0 as depth from users_view
          where upline_id is null
             or upline_id in (select id from users_view where type = 'admin' and upline_id is null)`
      : sql`select id, id as branch, id <> ${rootId} as descend, 0 as depth from users_view
          where id = ${rootId} or upline_id = ${rootId}`;
  return sql`
    with recursive tree(id, branch, descend, depth) as (
      ${seeds}
      union all
      select u.id, tree.branch, true, tree.depth + 1 from users_view u join tree on u.upline_id = tree.id
      where tree.descend and tree.depth < ${MAX_TREE_DEPTH}
    )
    select id, branch from tree`;
}

/** The ids of the root and everyone below it: `user_id in (${subtreeUserIdsSql(root)})`. */
export function subtreeUserIdsSql(rootId: number): SQL {
  return sql`select id from (${branchesSql(rootId)}) as subtree`;
}

/** The fold's watermark: transfers at or below (xid, id) are in the rollups, the rest are the tail. */
export type Watermark = { xid: string; id: number };

/**
 * Transfers not folded yet: above the watermark. With the watermark as constants the planner sees how few rows
 * the tail holds and walks the (created_xid, id) index; without one, the statement reads the fold state itself.
 */
export function inTail(watermark: Watermark | null): SQL {
  if (watermark) return sql`(t.created_xid, t.id) > (${watermark.xid}::xid8, ${watermark.id}::bigint)`;
  return sql`(t.created_xid, t.id) > (
    coalesce((select watermark_xid from accounting_fold_state where id = 1), '0'::xid8),
    coalesce((select watermark_id from accounting_fold_state where id = 1), 0))`;
}
