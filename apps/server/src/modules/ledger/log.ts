import type { WalletLogAccounts } from "@sabong/shared/wallet";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { containsPattern, pgNumber, rowsOf, toPgArray } from "../../db/sql.ts";
import type { TransferCode } from "./accounts.ts";

export type WalletLogFilters = {
  /** Inclusive. */
  fromAt?: Date;
  /** Exclusive. */
  beforeAt?: Date;
  code?: TransferCode;
  /** Part of the other side's username, or of a system account's name ("bank", "house:sabong"). */
  counterparty?: string;
  account?: WalletLogAccounts;
  /** Any of these codes (the notices' list). */
  codes?: readonly TransferCode[];
  /** Only what someone else moved (the notices: a player's own bets and loads need none). */
  byOthers?: boolean;
};

export type WalletLogEntry = {
  transferId: number;
  at: string;
  code: string;
  account: string;
  amountCentavos: number;
  balanceAfterCentavos: number | null;
  counterparty: string;
  counterpartyUserId: number | null;
  refType: string | null;
  refId: string | null;
  memo: string | null;
};

/** A leg as the statements answer it; counterparties' names come from the users module's `users_view`. */
const legRow = z.object({
  id: pgNumber,
  created_at: z.union([z.string(), z.date()]),
  code: z.string(),
  account: z.string(),
  amount: pgNumber,
  balance_after: pgNumber.nullable(),
  counterparty: z.string(),
  counterparty_user_id: z.number().nullable(),
  ref_type: z.string().nullable(),
  ref_id: z.string().nullable(),
  memo: z.string().nullable(),
});
type LegRow = z.infer<typeof legRow>;

/**
 * Every leg of every transfer touching one of the user's wallets, seen from that wallet: two index-driven joins
 * (debit side, credit side) rather than one OR join. A transfer between two of the user's own wallets (a
 * commission conversion) yields one leg for each.
 */
function legsQuery(userId: number, filters: WalletLogFilters): SQL {
  const purpose =
    filters.account === "points"
      ? sql` and purpose = 'points'`
      : filters.account === "commission"
        ? sql` and purpose like 'commission:%'`
        : sql``;
  const transferWhere: SQL[] = [];
  if (filters.fromAt) transferWhere.push(sql`t.created_at >= ${filters.fromAt.toISOString()}`);
  if (filters.beforeAt) transferWhere.push(sql`t.created_at < ${filters.beforeAt.toISOString()}`);
  if (filters.code) transferWhere.push(sql`t.code = ${filters.code}`);
  if (filters.codes) transferWhere.push(sql`t.code = any(${codesArray(filters.codes)})`);
  if (filters.byOthers) transferWhere.push(sql`t.actor_id is distinct from ${userId}`);
  const extra = transferWhere.length ? sql` where ${sql.join(transferWhere, sql` and `)}` : sql``;
  const counterparty = filters.counterparty
    ? sql` where coalesce(ou.username, oa.purpose) ilike ${containsPattern(filters.counterparty)}`
    : sql``;
  return sql`
    with mine as (select id, purpose from ledger_accounts where owner_user_id = ${userId}${purpose}),
    legs as (
      select t.id, t.created_at, t.code, t.ref_type, t.ref_id, t.memo, m.purpose as account,
             -t.amount_centavos as amount, t.debit_balance_after_centavos as balance_after,
             t.credit_account_id as other_id
      from ledger_transfers t join mine m on t.debit_account_id = m.id${extra}
      union all
      select t.id, t.created_at, t.code, t.ref_type, t.ref_id, t.memo, m.purpose as account,
             t.amount_centavos as amount, t.credit_balance_after_centavos as balance_after,
             t.debit_account_id as other_id
      from ledger_transfers t join mine m on t.credit_account_id = m.id${extra}
    ),
    rows as (
      select l.*, coalesce(ou.username, oa.purpose) as counterparty, ou.id as counterparty_user_id
      from legs l join ledger_accounts oa on oa.id = l.other_id left join users_view ou on ou.id = oa.owner_user_id
      ${counterparty}
    )`;
}

/** A text[] of codes, bound as one JSON parameter (toPgArray is for numbers). */
function codesArray(codes: readonly TransferCode[]): SQL {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`;
}

function toEntry(r: LegRow): WalletLogEntry {
  return {
    transferId: r.id,
    at: new Date(r.created_at).toISOString(),
    code: r.code,
    account: r.account,
    amountCentavos: r.amount,
    balanceAfterCentavos: r.balance_after,
    counterparty: r.counterparty,
    counterpartyUserId: r.counterparty_user_id,
    refType: r.ref_type,
    refId: r.ref_id,
    memo: r.memo,
  };
}

/** How many legs match. */
export async function countWalletLog(db: DbOrTx, userId: number, filters: WalletLogFilters): Promise<number> {
  const result = await db.execute(sql`${legsQuery(userId, filters)} select count(*) as n from rows`);
  return rowsOf(z.object({ n: pgNumber }), result)[0]?.n ?? 0;
}

/** Newest first; `offset`/`limit` page on the server. */
export async function readWalletLog(
  db: DbOrTx,
  userId: number,
  filters: WalletLogFilters,
  offset: number,
  limit: number,
): Promise<WalletLogEntry[]> {
  const result = await db.execute(sql`${legsQuery(userId, filters)}
    select * from rows order by id desc, account limit ${limit} offset ${offset}`);
  return rowsOf(legRow, result).map(toEntry);
}

/** Oldest first, after the transfer `afterTransferId`: a statement read batch by batch (keyset, never an offset). */
export async function readWalletLogSince(
  db: DbOrTx,
  userId: number,
  filters: WalletLogFilters,
  afterTransferId: number,
  limit: number,
): Promise<WalletLogEntry[]> {
  const result = await db.execute(sql`${legsQuery(userId, filters)}
    select * from rows where id > ${afterTransferId} order by id, account limit ${limit}`);
  return rowsOf(legRow, result).map(toEntry);
}

export type WalletLogPageResult = { items: WalletLogEntry[]; total: number; page: number; pageSize: number };

export async function walletLog(
  db: DbOrTx,
  userId: number,
  filters: WalletLogFilters,
  page: number,
  pageSize: number,
): Promise<WalletLogPageResult> {
  const [total, items] = await Promise.all([
    countWalletLog(db, userId, filters),
    readWalletLog(db, userId, filters, (page - 1) * pageSize, pageSize),
  ]);
  return { items, total, page, pageSize };
}

/**
 * The legs on these users' points wallets among transfers `fromTransferId`..`toTransferId` (one posting) with one
 * of `codes`, moved by someone else than the owner: the notices one posting raised, for all its players in one read.
 */
export async function notableLegsBetween(
  db: DbOrTx,
  userIds: readonly number[],
  codes: readonly TransferCode[],
  fromTransferId: number,
  toTransferId: number,
): Promise<(WalletLogEntry & { userId: number })[]> {
  if (userIds.length === 0) return [];
  const result = await db.execute(sql`
    with mine as (
      select id, purpose, owner_user_id from ledger_accounts
      where owner_user_id = any(${toPgArray([...userIds])}::int[]) and purpose = 'points'
    ),
    legs as (
      select t.id, t.created_at, t.code, t.ref_type, t.ref_id, t.memo, t.actor_id, m.purpose as account,
             m.owner_user_id, -t.amount_centavos as amount, t.debit_balance_after_centavos as balance_after,
             t.credit_account_id as other_id
      from mine m join ledger_transfers t on t.debit_account_id = m.id
      where t.id between ${fromTransferId} and ${toTransferId}
      union all
      select t.id, t.created_at, t.code, t.ref_type, t.ref_id, t.memo, t.actor_id, m.purpose as account,
             m.owner_user_id, t.amount_centavos as amount, t.credit_balance_after_centavos as balance_after,
             t.debit_account_id as other_id
      from mine m join ledger_transfers t on t.credit_account_id = m.id
      where t.id between ${fromTransferId} and ${toTransferId}
    )
    select l.*, coalesce(ou.username, oa.purpose) as counterparty, ou.id as counterparty_user_id
    from legs l join ledger_accounts oa on oa.id = l.other_id left join users_view ou on ou.id = oa.owner_user_id
    where l.code = any(${codesArray(codes)}) and l.actor_id is distinct from l.owner_user_id
    order by l.id`);
  return rowsOf(legRow.extend({ owner_user_id: z.number() }), result).map((r) => ({
    ...toEntry(r),
    userId: r.owner_user_id,
  }));
}
