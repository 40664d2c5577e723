import { type AccountingPoint, type CategorySum, figuresFromSums } from "@sabong/shared/accounting";
import type { GameId } from "@sabong/shared/games";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { pgNumber, rowsOf } from "../../db/sql.ts";
import { isGameId } from "./labels.ts";
import { accountDaysSql } from "./movements.ts";
import { daySeries } from "./report.ts";
import { figureSource, openContestSource } from "./sources.ts";
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
  const rows = rowsOf(
    z.object({ user_id: pgNumber, game: z.string(), category: z.string(), centavos: pgNumber, n: pgNumber }),
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
    const entry = byUserGame.get(key) ?? { userId: r.user_id, game: r.game, sums: [] };
    entry.sums.push({ category: r.category, centavos: r.centavos, count: r.n });
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

/**
 * Turnover and house result (settled contests only, as the report's) of every day of the range (zeros included),
 * all games, everyone.
 */
export async function dailyFigures(db: DbOrTx, range: { from: string; to: string }): Promise<AccountingPoint[]> {
  const all = { ...range, game: "all" } as const;
  const rows = rowsOf(
    z.object({ day: z.string(), category: z.string(), centavos: pgNumber, n: pgNumber }),
    await readAtWatermark(db, (tx, watermark) =>
      tx.execute(sql`
        select src.day::text as day, src.category, sum(src.amount) as centavos, sum(src.n) as n
        from (${figureSource("contests", all, null, watermark)} union all ${openContestSource(all, null)}) as src
        group by 1, 2`),
    ),
  );
  const byDay = new Map<string, CategorySum[]>();
  for (const r of rows) {
    const sums = byDay.get(r.day) ?? [];
    sums.push({ category: r.category, centavos: r.centavos, count: r.n });
    byDay.set(r.day, sums);
  }
  return daySeries(range.from, range.to, byDay);
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
  const rows = rowsOf(
    z.object({ code: z.string(), centavos: pgNumber, n: pgNumber }),
    await readAtWatermark(db, (tx, watermark) =>
      tx.execute(sql`
        select m.code, sum(m.in_centavos) as centavos, sum(m.in_count) as n
        from (${accountDaysSql(sql`day = ${day}::date`, watermark)}) as m
        where m.code = any(${`{${codes.join(",")}}`}::text[])
        group by m.code`),
    ),
  );
  for (const r of rows) totals.set(r.code, { centavos: r.centavos, count: r.n });
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
  const [row] = rowsOf(
    z.object({ load_c: pgNumber, load_n: pgNumber, withdraw_c: pgNumber, withdraw_n: pgNumber }),
    await readAtWatermark(db, (tx, watermark) =>
      tx.execute(sql`
        select coalesce(sum(m.in_centavos) filter (where m.code = 'LOAD'), 0) as load_c,
          coalesce(sum(m.in_count) filter (where m.code = 'LOAD'), 0) as load_n,
          coalesce(sum(m.out_centavos) filter (where m.code = 'WITHDRAW'), 0) as withdraw_c,
          coalesce(sum(m.out_count) filter (where m.code = 'WITHDRAW'), 0) as withdraw_n
        from (${accountDaysSql(sql`day = ${day}::date`, watermark)}) as m
        join ledger_accounts_view a on a.id = m.account_id and a.purpose = 'points'
        join users_view u on u.id = a.owner_user_id and u.type = 'player'
        where m.code in ('LOAD', 'WITHDRAW')`),
    ),
  );
  return {
    loads: { centavos: row?.load_c ?? 0, count: row?.load_n ?? 0 },
    withdrawals: { centavos: row?.withdraw_c ?? 0, count: row?.withdraw_n ?? 0 },
  };
}
