import { and, eq, isNull, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { resultRows } from "../../db/sql.ts";
import type { SystemAccountPurpose, UserAccountPurpose } from "./accounts.ts";
import { USER_ACCOUNT_PURPOSES } from "./accounts.ts";
import { LedgerInvariantError } from "./errors.ts";
import { ledgerAccounts } from "./table.ts";

// Finding (and opening on first use) the ledger's accounts; the movements are in core.ts.

/** Creates the points and commission wallets of a new user (idempotent). */
export async function openUserAccounts(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .insert(ledgerAccounts)
    .values(
      USER_ACCOUNT_PURPOSES.map((purpose) => ({ kind: "user", ownerUserId: userId, purpose, balanceCentavos: 0 })),
    )
    .onConflictDoNothing();
}

export async function userAccountId(tx: DbOrTx, userId: number, purpose: UserAccountPurpose): Promise<number> {
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, userId), eq(ledgerAccounts.purpose, purpose)));
  if (row) return row.id;
  await openUserAccounts(tx, userId);
  return userAccountId(tx, userId, purpose);
}

/** System accounts are opened on first use. */
export async function systemAccountId(tx: DbOrTx, purpose: SystemAccountPurpose): Promise<number> {
  const find = () =>
    tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(isNull(ledgerAccounts.ownerUserId), eq(ledgerAccounts.purpose, purpose)));
  const [existing] = await find();
  if (existing) return existing.id;
  await tx.insert(ledgerAccounts).values({ kind: "system", purpose, balanceCentavos: null }).onConflictDoNothing();
  const [row] = await find();
  if (!row) throw new LedgerInvariantError(`system account ${purpose} could not be opened`);
  return row.id;
}

/**
 * System account ids never change once opened, so they are resolved once per database. Inside a transaction they are
 * read, not cached: an id cached from a transaction that later rolled back would point at nothing.
 */
const systemIdCache = new WeakMap<object, Map<SystemAccountPurpose, Promise<number>>>();

export function cachedSystemAccountId(db: DbOrTx, purpose: SystemAccountPurpose): Promise<number> {
  if (db instanceof PgTransaction) return systemAccountId(db, purpose);
  let perDb = systemIdCache.get(db);
  if (!perDb) {
    perDb = new Map();
    systemIdCache.set(db, perDb);
  }
  let id = perDb.get(purpose);
  if (!id) {
    id = systemAccountId(db, purpose);
    id.catch(() => perDb?.delete(purpose));
    perDb.set(purpose, id);
  }
  return id;
}

/** A system account's balance: credits minus debits. */
export async function systemBalance(db: DbOrTx, accountId: number): Promise<number> {
  const result = await db.execute(sql`
    select coalesce((select sum(amount_centavos) from ledger_transfers where credit_account_id = ${accountId}), 0)
         - coalesce((select sum(amount_centavos) from ledger_transfers where debit_account_id = ${accountId}), 0) as balance`);
  return Number(resultRows<{ balance: string | number | null }>(result)[0]?.balance ?? 0);
}
