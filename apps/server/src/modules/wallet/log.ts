import { dateFilterRange, isEmptyRange } from "@sabong/shared/time";
import type { WalletLogFilter } from "@sabong/shared/wallet";
import type { DbOrTx } from "../../db/client.ts";
import { badRequest, businessRule, notFound } from "../../errors.ts";
import { transact } from "../../events/transact.ts";
import type { AuthContext } from "../../http/context.ts";
import { canManage } from "../hierarchy/service.ts";
import { countWalletLog, readWalletLog, type WalletLogFilters } from "../ledger/service.ts";
import { findUserRow } from "../users/service.ts";
import { WALLET_LOG_CSV_HEADER, walletLogCsvLine } from "./csv.ts";
import { NOT_IN_DOWNLINE_MESSAGE } from "./operations.ts";
import { withReferences } from "./references.ts";

/** Date-only bounds are Manila calendar days (the customer's time zone); `to` includes its whole day. */
export function toLogFilters(query: WalletLogFilter): WalletLogFilters {
  const range = dateFilterRange(query.from, query.to);
  if (isEmptyRange(range)) throw badRequest("from must be before to");
  const { fromAt, beforeAt } = range;
  return {
    fromAt,
    beforeAt,
    code: query.code,
    counterparty: query.counterparty || undefined,
    account: query.account,
  };
}

/** Whose log the caller reads: their own, or a downline's under the same rule as loads. */
export async function logOwnerId(db: DbOrTx, caller: AuthContext, userId: number | undefined): Promise<number> {
  if (userId === undefined || userId === caller.userId) return caller.userId;
  const target = await findUserRow(db, userId);
  if (!target || !(await canManage(db, { id: caller.userId, type: caller.type }, target))) {
    throw notFound(NOT_IN_DOWNLINE_MESSAGE);
  }
  return target.id;
}

/** Big enough for a year of a busy agent; beyond it the caller narrows the dates (keeps memory bounded). */
export const EXPORT_MAX_ROWS = 100_000;
const EXPORT_BATCH = 5_000;

/** The whole filtered log as CSV text, newest first, read in one snapshot so batches neither skip nor repeat. */
export function walletLogCsv(db: DbOrTx, userId: number, filters: WalletLogFilters): Promise<string> {
  return transact(db, (tx) => csvInSnapshot(tx, userId, filters), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
}

async function csvInSnapshot(db: DbOrTx, userId: number, filters: WalletLogFilters): Promise<string> {
  const total = await countWalletLog(db, userId, filters);
  if (total > EXPORT_MAX_ROWS) {
    throw businessRule(`Too many rows to export (${total}); narrow the date range to at most ${EXPORT_MAX_ROWS} rows`);
  }
  const lines = [WALLET_LOG_CSV_HEADER.join(",")];
  for (let offset = 0; offset < total; offset += EXPORT_BATCH) {
    const batch = await readWalletLog(db, userId, filters, offset, EXPORT_BATCH);
    for (const entry of await withReferences(db, batch)) lines.push(walletLogCsvLine(entry));
    if (batch.length < EXPORT_BATCH) break;
  }
  return `${lines.join("\r\n")}\r\n`;
}
