import type { AccountingCriteria } from "@sabong/shared/accounting";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { epochMsOf, intOf, pgNumber, resultRows, rowsOf, textOf, toPgArray } from "../../db/sql.ts";
import { classifiedTransfersSql, subtreeUserIdsSql } from "./classify.ts";
import type { ExportSources, ExportTransfer } from "./export.ts";
import { accountingReport, contestLabels, rangeInstants } from "./service.ts";

/**
 * The export's Transfers sheet read from the ledger: the transfers of the criteria, classified by the accounting's
 * one classification (classify.ts), a bounded batch at a time in (created_at, id) order.
 */

/** The criteria as conditions: on the transfer `t` (the range) and on its classification `c` (game, agent subtree). */
function criteriaFilter(criteria: AccountingCriteria): { range: (alias: "t" | "p") => SQL; classified: SQL } {
  const { start, end } = rangeInstants(criteria);
  const conditions: SQL[] = [sql`true`];
  if (criteria.game !== "all") conditions.push(sql`c.game = ${criteria.game}`);
  if (criteria.agentId !== undefined) conditions.push(sql`c.user_id in (${subtreeUserIdsSql(criteria.agentId)})`);
  return {
    range: (alias) =>
      sql`${sql.raw(alias)}.created_at >= ${start.toISOString()}::timestamptz and ${sql.raw(alias)}.created_at < ${end.toISOString()}::timestamptz`,
    classified: sql.join(conditions, sql` and `),
  };
}

export async function countExportTransfers(db: DbOrTx, criteria: AccountingCriteria, limit: number): Promise<number> {
  const filter = criteriaFilter(criteria);
  const [row] = rowsOf(
    z.object({ n: pgNumber }),
    await db.execute(sql`
      select count(*) as n from (
        select 1 from (${classifiedTransfersSql(filter.range("t"))}) as c where ${filter.classified} limit ${limit}
      ) as matching`),
  );
  return row?.n ?? 0;
}

/** Pages of the range scanned per export at most: 50,000,000 transfers at the export's batch size. */
const MAX_EXPORT_PAGES = 10_000;

type TransferRow = {
  id: number;
  createdAt: Date;
  game: string;
  contestKind: string;
  contestId: number;
  category: string;
  signedCentavos: number;
  username: string | null;
};

/** A classified transfer's columns, read one by one: a batch is thousands of rows, too many for a schema per row. */
function transferRowOf(r: Record<string, unknown>): TransferRow {
  return {
    id: intOf(r.id, "id"),
    createdAt: new Date(epochMsOf(r.created_at, "created_at")),
    game: textOf(r.game, "game"),
    contestKind: textOf(r.contest_kind, "contest_kind"),
    contestId: intOf(r.contest_id, "contest_id"),
    category: textOf(r.category, "category"),
    signedCentavos: intOf(r.signed_centavos, "signed_centavos"),
    username: r.username === null ? null : textOf(r.username, "username"),
  };
}

/**
 * The matching transfers, `batchSize` at a time, at most `limit` in all. Each step pages the range's transfers by
 * their (created_at, id) index first and classifies only that page: classifying the whole rest of the range and
 * sorting it for every batch made an export quadratic (0.4 s a batch at 150,000 transfers). Game and agent filters
 * apply to the classified page, so a page may yield fewer rows than it scanned; the cursor follows what was scanned.
 */
export async function* exportTransferBatches(
  db: DbOrTx,
  criteria: AccountingCriteria,
  batchSize: number,
  limit: number,
): AsyncGenerator<ExportTransfer[]> {
  const filter = criteriaFilter(criteria);
  let after: { at: string; id: number } | null = null;
  let left = limit;
  for (let pages = 0; left > 0 && pages < MAX_EXPORT_PAGES; pages++) {
    const cursor: SQL = after ? sql`and (p.created_at, p.id) > (${after.at}::timestamptz, ${after.id})` : sql``;
    // at_key: the exact created_at as text (microseconds), the keyset cursor a JS Date (milliseconds) would blur.
    const scanned = resultRows<Record<string, unknown>>(
      await db.execute(sql`
        select p.id, p.created_at::text as at_key from ledger_transfers_view p
        where ${filter.range("p")} ${cursor}
        order by p.created_at, p.id limit ${batchSize}`),
    ).map((r) => ({ id: intOf(r.id, "id"), atKey: textOf(r.at_key, "at_key") }));
    if (scanned.length === 0) return;
    const ids = toPgArray(scanned.map((r) => r.id));
    const rows = resultRows<Record<string, unknown>>(
      await db.execute(sql`
        select c.id, c.created_at, c.game, c.contest_kind, c.contest_id, c.category, c.signed_centavos, u.username
        from (${classifiedTransfersSql(sql`t.id = any(${ids}::bigint[])`)}) as c
        left join users_view u on u.id = c.user_id
        where ${filter.classified}
        order by c.created_at, c.id
        limit ${left}`),
    ).map(transferRowOf);
    const last = scanned[scanned.length - 1] as { id: number; atKey: string };
    after = { at: last.atKey, id: last.id };
    if (rows.length > 0) {
      left -= rows.length;
      yield await labelled(db, rows);
    }
    if (scanned.length < batchSize) return;
  }
}

async function labelled(db: DbOrTx, rows: readonly TransferRow[]): Promise<ExportTransfer[]> {
  const contests = rows
    .filter((r) => r.contestKind === "fight" || r.contestKind === "draw")
    .map((r) => ({ kind: r.contestKind as "fight" | "draw", id: r.contestId }));
  const labels = contests.length > 0 ? await contestLabels(db, contests) : new Map<string, string>();
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt,
    game: r.game,
    contestLabel: r.contestKind ? (labels.get(`${r.contestKind}:${r.contestId}`) ?? "") : "",
    category: r.category,
    username: r.username,
    signedAmountCentavos: r.signedCentavos,
  }));
}

/** The export's sources: the accounting report and the ledger's classified transfers. */
export function exportSources(db: DbOrTx): ExportSources {
  return {
    report: (criteria) => accountingReport(db, criteria),
    countTransfers: (criteria, limit) => countExportTransfers(db, criteria, limit),
    transferBatches: (criteria, batchSize, limit) => exportTransferBatches(db, criteria, batchSize, limit),
  };
}
