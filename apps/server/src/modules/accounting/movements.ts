import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { pgNumber, rowsOf } from "../../db/sql.ts";
import { inTail, manilaDayOf, type Watermark } from "./classify.ts";
import { readAtWatermark } from "./watermark.ts";

/** The accounts' movements per day: SQL kept inside the module; other modules and tests read `accountMovements`. */

/** Per account: what it received and gave, per raw ledger code, per day (rollup + tail, one derived table). */
export function accountDaysSql(days: SQL, watermark: Watermark | null): SQL {
  return sql`
    select day, account_id, code, in_centavos, out_centavos, in_count, out_count
    from accounting_account_days where ${days}
    union all
    select tail.day, tail.account_id, tail.code, sum(tail.in_c), sum(tail.out_c), sum(tail.in_n), sum(tail.out_n)
    from (
      select ${manilaDayOf(sql`t.created_at`)} as day, t.credit_account_id as account_id, t.code,
        t.amount_centavos as in_c, 0 as out_c, 1 as in_n, 0 as out_n
      from ledger_transfers_view t where ${inTail(watermark)}
      union all
      select ${manilaDayOf(sql`t.created_at`)}, t.debit_account_id, t.code, 0, t.amount_centavos, 0, 1
      from ledger_transfers_view t where ${inTail(watermark)}
    ) as tail
    where ${days}
    group by tail.day, tail.account_id, tail.code`;
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

const accountMovementRow = z.object({
  account_id: pgNumber,
  before_in: pgNumber,
  before_out: pgNumber,
  day_in: pgNumber,
  day_out: pgNumber,
  after_in: pgNumber,
  after_out: pgNumber,
});

export type AccountMovement = {
  accountId: number;
  beforeIn: number;
  beforeOut: number;
  dayIn: number;
  dayOut: number;
  afterIn: number;
  afterOut: number;
};

/** Per account that ever moved: centavos received and given before the Manila `day`, on it and after it. */
export async function accountMovements(db: DbOrTx, day: string): Promise<AccountMovement[]> {
  const rows = rowsOf(
    accountMovementRow,
    await readAtWatermark(db, (tx, watermark) =>
      tx.execute(sql`select * from (${accountMovementsSql(day, watermark)}) as m`),
    ),
  );
  return rows.map((r) => ({
    accountId: r.account_id,
    beforeIn: r.before_in,
    beforeOut: r.before_out,
    dayIn: r.day_in,
    dayOut: r.day_out,
    afterIn: r.after_in,
    afterOut: r.after_out,
  }));
}
