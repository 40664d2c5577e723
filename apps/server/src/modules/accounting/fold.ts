import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { pgNumber, rowsOf } from "../../db/sql.ts";
import { type JobLog, startTicker, type Ticker } from "../../db/ticker.ts";
import { markFoldCaughtUp } from "../../metrics/registry.ts";
import { classifiedTransfersSql } from "./classify.ts";

/**
 * The fold: ledger transfers into the accounting rollups, each exactly once, in (created_xid, id) order
 * (docs/decisions/0008-accounting.md). Only transfers of transactions older than every transaction still running
 * (xid below the snapshot's xmin) are folded: they are all visible now and no other transfer with such an xid can
 * appear later, so the watermark never passes a transfer that is still to commit. The state row is taken
 * FOR UPDATE SKIP LOCKED: one process folds at a time, the others skip the tick.
 */

export const DEFAULT_FOLD_BATCH = 20_000;

export type FoldResult = { folded: number };

/** A place in the ledger, (writing transaction, id): the watermark, or the last transfer of a batch. */
const markRow = z.object({ xid: z.string(), id: pgNumber });

/** Folds at most `maxTransfers` transfers in one transaction; answers how many. */
export async function foldLedger(db: Db, options: { maxTransfers?: number } = {}): Promise<FoldResult> {
  const limit = Math.max(1, Math.floor(options.maxTransfers ?? DEFAULT_FOLD_BATCH));
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into accounting_fold_state (id) values (1) on conflict do nothing`);
    const [state] = rowsOf(
      markRow,
      await tx.execute(sql`
        select watermark_xid::text as xid, watermark_id as id from accounting_fold_state where id = 1
        for update skip locked`),
    );
    if (!state) return { folded: 0 };
    const from = sql`(${state.xid}::xid8, ${state.id}::bigint)`;
    // The last transfer of this batch: the limit-th above the watermark among the finished transactions.
    const [last] = rowsOf(
      markRow.extend({ n: pgNumber }),
      await tx.execute(sql`
        with batch as (
          select created_xid, id from ledger_transfers_view
          where (created_xid, id) > ${from} and created_xid < pg_snapshot_xmin(pg_current_snapshot())
          order by created_xid, id limit ${limit}
        )
        select created_xid::text as xid, id, (select count(*) from batch) as n from batch
        order by created_xid desc, id desc limit 1`),
    );
    if (!last) return { folded: 0 };
    const to = sql`(${last.xid}::xid8, ${last.id}::bigint)`;
    const batch = classifiedTransfersSql(sql`(t.created_xid, t.id) > ${from} and (t.created_xid, t.id) <= ${to}`);
    // One statement: the three rollups and the watermark move together.
    await tx.execute(sql`
      with batch as materialized (${batch}),
      contests as (
        insert into accounting_contest_days as r
          (day, game, contest_kind, contest_id, category, role, amount_centavos, transfers)
        select day, game, contest_kind, contest_id, category, role, sum(signed_centavos), sum(sign)
        from batch group by day, game, contest_kind, contest_id, category, role
        on conflict (day, game, contest_kind, contest_id, category, role) do update
          set amount_centavos = r.amount_centavos + excluded.amount_centavos,
              transfers = r.transfers + excluded.transfers
      ),
      by_user as (
        insert into accounting_user_days as r (day, user_id, game, category, role, amount_centavos, transfers)
        select day, user_id, game, category, role, sum(signed_centavos), sum(sign)
        from batch where user_id is not null group by day, user_id, game, category, role
        on conflict (day, user_id, game, category, role) do update
          set amount_centavos = r.amount_centavos + excluded.amount_centavos,
              transfers = r.transfers + excluded.transfers
      ),
      by_account as (
        insert into accounting_account_days as r (day, account_id, game, code, in_centavos, out_centavos, in_count, out_count)
        select day, account_id, game, code, sum(in_c), sum(out_c), sum(in_n), sum(out_n) from (
          select day, credit_account_id as account_id, game, code, amount_centavos as in_c, 0 as out_c, 1 as in_n, 0 as out_n
          from batch
          union all
          select day, debit_account_id, game, code, 0, amount_centavos, 0, 1 from batch
        ) sides
        group by day, account_id, game, code
        on conflict (day, account_id, game, code) do update
          set in_centavos = r.in_centavos + excluded.in_centavos, out_centavos = r.out_centavos + excluded.out_centavos,
              in_count = r.in_count + excluded.in_count, out_count = r.out_count + excluded.out_count
      )
      update accounting_fold_state
      set watermark_xid = ${last.xid}::xid8, watermark_id = ${last.id},
          transfers_folded = transfers_folded + (select count(*) from batch), folded_at = now()
      where id = 1`);
    return { folded: last.n };
  });
}

export type AccountingFold = Ticker;

/** Most batches one tick folds: a backlog (a server that was down, a bulk import) drains over a few ticks. */
const BATCHES_PER_TICK = 10;

/** Folds every `intervalMs` (each process; SKIP LOCKED keeps it to one at a time), until stopped. */
export function startAccountingFold(db: Db, log: JobLog, intervalMs = 2_000): AccountingFold {
  return startTicker({
    intervalMs,
    tick: async (stopped) => {
      for (let i = 0; i < BATCHES_PER_TICK && !stopped(); i++) {
        const { folded } = await foldLedger(db);
        if (folded < DEFAULT_FOLD_BATCH) {
          markFoldCaughtUp();
          break;
        }
      }
    },
    onError: (err) => log.error({ err }, "accounting fold failed"),
  });
}
