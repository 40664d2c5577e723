import { type AccountingPoint, type CategorySum, figuresFromSums } from "@sabong/shared/accounting";
import type { GameId } from "@sabong/shared/games";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { resultRows } from "../../db/sql.ts";
import { inTail, manilaDayOf, type Watermark } from "./classify.ts";
import { isGameId } from "./labels.ts";
import { daySeries } from "./report.ts";
import { figureSource } from "./sources.ts";
import { readAtWatermark } from "./watermark.ts";

/**
 * The reads other modules build on (agent summaries, the dashboard, the cashier's day, the reconciliation). Each is
 * one statement over the rollups and the tail, so it equals the ledger whatever the fold has reached.
 */

export type UserGameFigures = {
  userId: number;
  game: GameId;
  turnoverCentavos: number;
  stakeCount: number;
  payoutsCentavos: number;
  refundsCentavos: number;
  commissionCentavos: number;
};

/**
 * Per user of the subtree of `rootUserId` (root included) and per game: stakes placed, payouts and refunds
 * received, commission earned (reversals deducted). Users and games without any are left out.
 */
export async function userGameFigures(
  db: DbOrTx,
  query: { from: string; to: string; rootUserId: number },
): Promise<UserGameFigures[]> {
  const range = { from: query.from, to: query.to, game: "all" } as const;
  const rows = resultRows<{ user_id: number; game: string; category: string; centavos: string; n: string }>(
    await readAtWatermark(db, (tx, watermark) =>
      tx.execute(sql`
        select src.user_id, src.game, src.category, sum(src.amount) as centavos, sum(src.n) as n
        from (${figureSource("users", range, query.rootUserId, watermark)}) as src group by 1, 2, 3`),
    ),
  );
  const byUserGame = new Map<string, { userId: number; game: GameId; sums: CategorySum[] }>();
  for (const r of rows) {
    if (!isGameId(r.game)) continue;
    const key = `${r.user_id}:${r.game}`;
    const entry = byUserGame.get(key) ?? { userId: Number(r.user_id), game: r.game, sums: [] };
    entry.sums.push({ category: r.category, centavos: Number(r.centavos), count: Number(r.n) });
    byUserGame.set(key, entry);
  }
  return [...byUserGame.values()]
    .map(({ userId, game, sums }) => {
      const f = figuresFromSums(sums);
      return {
        userId,
        game,
        turnoverCentavos: f.turnoverCentavos,
        stakeCount: f.stakeCount,
        payoutsCentavos: f.payoutsCentavos,
        refundsCentavos: f.refundsCentavos,
        commissionCentavos: f.commissionCentavos,
      };
    })
    .filter(
      (f) =>
        f.turnoverCentavos !== 0 ||
        f.stakeCount !== 0 ||
        f.payoutsCentavos !== 0 ||
        f.refundsCentavos !== 0 ||
        f.commissionCentavos !== 0,
    )
    .sort((a, b) => a.userId - b.userId || a.game.localeCompare(b.game));
}

/** Turnover and house result of every day of the range (zeros included), all games, everyone. */
export async function dailyFigures(db: DbOrTx, range: { from: string; to: string }): Promise<AccountingPoint[]> {
  const rows = resultRows<{ day: string; category: string; centavos: string; n: string }>(
    await readAtWatermark(db, (tx, watermark) =>
      tx.execute(sql`
        select src.day::text as day, src.category, sum(src.amount) as centavos, sum(src.n) as n
        from (${figureSource("contests", { ...range, game: "all" }, null, watermark)}) as src group by 1, 2`),
    ),
  );
  const byDay = new Map<string, CategorySum[]>();
  for (const r of rows) {
    const sums = byDay.get(r.day) ?? [];
    sums.push({ category: r.category, centavos: Number(r.centavos), count: Number(r.n) });
    byDay.set(r.day, sums);
  }
  return daySeries(range.from, range.to, byDay);
}

/** Per account: what it received and gave, per raw ledger code, per day (rollup + tail, one derived table). */
function accountDaysSql(days: SQL, watermark: Watermark | null): SQL {
  return sql`
    select day, account_id, code, in_centavos, out_centavos, in_count, out_count
    from accounting_account_days where ${days}
    union all
    select tail.day, tail.account_id, tail.code, sum(tail.in_c), sum(tail.out_c), sum(tail.in_n), sum(tail.out_n)
    from (
      select ${manilaDayOf(sql`t.created_at`)} as day, t.credit_account_id as account_id, t.code,
        t.amount_centavos as in_c, 0 as out_c, 1 as in_n, 0 as out_n
      from ledger_transfers t where ${inTail(watermark)}
      union all
      select ${manilaDayOf(sql`t.created_at`)}, t.debit_account_id, t.code, 0, t.amount_centavos, 0, 1
      from ledger_transfers t where ${inTail(watermark)}
    ) as tail
    where ${days}
    group by tail.day, tail.account_id, tail.code`;
}

/**
 * Total and count of the transfers of these raw ledger codes on a Manila day (e.g. LOAD, WITHDRAW, MINT), all
 * accounts: each transfer counts once (on the account it arrived in).
 */
export async function dayCodeTotals(
  db: DbOrTx,
  day: string,
  codes: readonly string[],
): Promise<Map<string, { centavos: number; count: number }>> {
  const totals = new Map(codes.map((code) => [code, { centavos: 0, count: 0 }]));
  if (codes.length === 0) return totals;
  const rows = resultRows<{ code: string; centavos: string; n: string }>(
    await readAtWatermark(db, (tx, watermark) =>
      tx.execute(sql`
        select m.code, sum(m.in_centavos) as centavos, sum(m.in_count) as n
        from (${accountDaysSql(sql`day = ${day}::date`, watermark)}) as m
        where m.code = any(${`{${codes.join(",")}}`}::text[])
        group by m.code`),
    ),
  );
  for (const r of rows) totals.set(r.code, { centavos: Number(r.centavos), count: Number(r.n) });
  return totals;
}

export type CountedCentavos = { centavos: number; count: number };

/**
 * Points loaded to players (LOADs into a player's points wallet) and withdrawn from players (WITHDRAWs out of one) on
 * a Manila day: the cash that came into and went out of the business. Float given to or taken back from cashiers and
 * agents, and loads down an agent chain, are left out, so a peso passed down a chain counts once.
 */
export async function playerLoadsAndWithdrawals(
  db: DbOrTx,
  day: string,
): Promise<{ loads: CountedCentavos; withdrawals: CountedCentavos }> {
  const [row] = resultRows<{ load_c: string; load_n: string; withdraw_c: string; withdraw_n: string }>(
    await readAtWatermark(db, (tx, watermark) =>
      tx.execute(sql`
        select coalesce(sum(m.in_centavos) filter (where m.code = 'LOAD'), 0) as load_c,
          coalesce(sum(m.in_count) filter (where m.code = 'LOAD'), 0) as load_n,
          coalesce(sum(m.out_centavos) filter (where m.code = 'WITHDRAW'), 0) as withdraw_c,
          coalesce(sum(m.out_count) filter (where m.code = 'WITHDRAW'), 0) as withdraw_n
        from (${accountDaysSql(sql`day = ${day}::date`, watermark)}) as m
        join ledger_accounts a on a.id = m.account_id and a.purpose = 'points'
        join users u on u.id = a.owner_user_id and u.type = 'player'
        where m.code in ('LOAD', 'WITHDRAW')`),
    ),
  );
  return {
    loads: { centavos: Number(row?.load_c ?? 0), count: Number(row?.load_n ?? 0) },
    withdrawals: { centavos: Number(row?.withdraw_c ?? 0), count: Number(row?.withdraw_n ?? 0) },
  };
}

/**
 * A SELECT, per account that ever moved: received (in) and given (out) before the Manila `day`, on it, and after
 * it. Columns account_id, before_in, before_out, day_in, day_out, after_in, after_out (numeric). Embed it in ONE
 * statement run through readAtWatermark and pass its watermark (null: the statement reads the watermark itself,
 * consistent too, but the planner cannot see how small the tail is).
 */
export function accountMovementsSql(day: string, watermark: Watermark | null = null): SQL {
  const d = sql`${day}::date`;
  return sql`
    select m.account_id,
      coalesce(sum(m.in_centavos) filter (where m.day < ${d}), 0) as before_in,
      coalesce(sum(m.out_centavos) filter (where m.day < ${d}), 0) as before_out,
      coalesce(sum(m.in_centavos) filter (where m.day = ${d}), 0) as day_in,
      coalesce(sum(m.out_centavos) filter (where m.day = ${d}), 0) as day_out,
      coalesce(sum(m.in_centavos) filter (where m.day > ${d}), 0) as after_in,
      coalesce(sum(m.out_centavos) filter (where m.day > ${d}), 0) as after_out
    from (${accountDaysSql(sql`true`, watermark)}) as m
    group by m.account_id`;
}

/**
 * A SELECT of one Manila day's movements per account and raw code: columns account_id, code, in_centavos,
 * out_centavos, in_count, out_count (e.g. the bank's MINT / DRAW_FUNDING / DEBT_ADVANCE out, the cashier's LOADs).
 */
export function accountCodeMovementsSql(day: string, watermark: Watermark | null = null): SQL {
  return sql`
    select m.account_id, m.code, sum(m.in_centavos) as in_centavos, sum(m.out_centavos) as out_centavos,
      sum(m.in_count) as in_count, sum(m.out_count) as out_count
    from (${accountDaysSql(sql`day = ${day}::date`, watermark)}) as m
    group by m.account_id, m.code`;
}
