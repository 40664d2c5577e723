import { type BalanceEvent, COMMISSION_GAMES, WALLET_SOCKET_EVENTS, type WalletLogFilter } from "@sabong/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbOrTx } from "../../db/client.ts";
import { badRequest, businessRule, notFound } from "../../errors.ts";
import type { AuthContext } from "../../http/context.ts";
import type { Realtime } from "../../realtime/server.ts";
import {
  canManage,
  countWalletLog,
  NOT_IN_DOWNLINE_MESSAGE,
  outstandingDebt,
  readWalletLog,
  userBalances,
  type WalletLogFilters,
} from "../ledger/service.ts";
import { findUser } from "../users/service.ts";
import { WALLET_LOG_CSV_HEADER, walletLogCsvLine } from "./csv.ts";

/** What the `balance` push carries: every wallet of the user and what they still owe. */
export async function balanceEvent(db: DbOrTx, userId: number): Promise<BalanceEvent> {
  const balances = await userBalances(db, userId);
  const byGame = Object.fromEntries(
    COMMISSION_GAMES.map((game) => [game, balances[`commission:${game}`]]),
  ) as BalanceEvent["commissionByGameCentavos"];
  return {
    pointsCentavos: balances.points,
    commissionCentavos: Object.values(byGame).reduce((sum, c) => sum + c, 0),
    commissionByGameCentavos: byGame,
    debtCentavos: await outstandingDebt(db, userId),
  };
}

/** After commit only: a push that fails must never undo or fail a committed money movement. */
export async function pushBalances(
  ctx: { db: Db; realtime: Realtime },
  userIds: number[],
  log: Pick<FastifyBaseLogger, "warn">,
): Promise<void> {
  for (const userId of new Set(userIds)) {
    try {
      ctx.realtime.toUser(userId, WALLET_SOCKET_EVENTS.balance, await balanceEvent(ctx.db, userId));
    } catch (err) {
      log.warn({ err, userId }, "balance push failed");
    }
  }
}

const MANILA_OFFSET = "+08:00";
const DAY_MS = 86_400_000;

/** Date-only bounds are Manila calendar days (the customer's time zone); `to` includes its whole day. */
export function toLogFilters(query: WalletLogFilter): WalletLogFilters {
  const dateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
  const at = (value: string) => new Date(dateOnly(value) ? `${value}T00:00:00${MANILA_OFFSET}` : value);
  const fromAt = query.from ? at(query.from) : undefined;
  let beforeAt: Date | undefined;
  if (query.to) {
    const to = at(query.to);
    beforeAt = new Date(to.getTime() + (dateOnly(query.to) ? DAY_MS : 1));
  }
  if (fromAt && beforeAt && fromAt >= beforeAt) throw badRequest("from must be before to");
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
  const target = await findUser(db, userId).catch(() => null);
  if (!target || !(await canManage(db, { id: caller.userId, type: caller.type }, target))) {
    throw notFound(NOT_IN_DOWNLINE_MESSAGE);
  }
  return target.id;
}

/** Big enough for a year of a busy agent; beyond it the caller narrows the dates (keeps memory bounded). */
export const EXPORT_MAX_ROWS = 100_000;
const EXPORT_BATCH = 5_000;

/** The whole filtered log as CSV text, newest first, read in one snapshot so batches neither skip nor repeat. */
export function walletLogCsv(db: Db, userId: number, filters: WalletLogFilters): Promise<string> {
  return db.transaction((tx) => csvInSnapshot(tx, userId, filters), {
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
    for (const entry of batch) lines.push(walletLogCsvLine(entry));
    if (batch.length < EXPORT_BATCH) break;
  }
  return `${lines.join("\r\n")}\r\n`;
}
