import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { toPgArray } from "../../db/sql.ts";
import { users } from "../users/table.ts";
import { USER_ACCOUNT_PURPOSES, type UserAccountPurpose } from "./accounts.ts";
import { ledgerAccounts, ledgerTransfers } from "./table.ts";

/**
 * Reads of stored balances and account ids, for the modules that move money through the ledger (betting) or show it.
 * Ids travel as one array parameter, so any number of users or accounts fits in one statement.
 */

const anyOf = (column: typeof ledgerAccounts.id | typeof ledgerAccounts.ownerUserId, ids: readonly number[]) =>
  sql`${column} = any(${toPgArray(ids)}::int[])`;

/** Stored balances of a user's wallets, by purpose. */
export async function userBalances(db: DbOrTx, userId: number): Promise<Record<UserAccountPurpose, number>> {
  const rows = await db
    .select({ purpose: ledgerAccounts.purpose, balance: ledgerAccounts.balanceCentavos })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.ownerUserId, userId));
  const balances = Object.fromEntries(USER_ACCOUNT_PURPOSES.map((p) => [p, 0])) as Record<UserAccountPurpose, number>;
  for (const row of rows) balances[row.purpose as UserAccountPurpose] = row.balance ?? 0;
  return balances;
}

/** A user's points wallet: its id and stored balance (undefined before the wallets are opened). */
export async function pointsAccount(
  db: DbOrTx,
  userId: number,
): Promise<{ id: number; balanceCentavos: number } | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceCentavos })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, userId), eq(ledgerAccounts.purpose, "points")));
  return row && { id: row.id, balanceCentavos: row.balance ?? 0 };
}

/**
 * The balance a debited user account was left with by the transfer that referenced this row (a bet's stake): a
 * replayed request answers what the first answer said, not the balance as it is now.
 */
export async function debitBalanceAfter(
  db: DbOrTx,
  ref: { debitAccountId: number; refType: string; refId: string },
): Promise<number | undefined> {
  const [row] = await db
    .select({ after: ledgerTransfers.debitBalanceAfterCentavos })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.refType, ref.refType),
        eq(ledgerTransfers.refId, ref.refId),
        eq(ledgerTransfers.debitAccountId, ref.debitAccountId),
      ),
    )
    .orderBy(ledgerTransfers.id)
    .limit(1);
  return row?.after ?? undefined;
}

/** Account ids of many users' wallets of one purpose (user wallets are opened with the user): userId → account id. */
export async function userAccountIds(
  db: DbOrTx,
  userIds: readonly number[],
  purpose: UserAccountPurpose,
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: ledgerAccounts.id, userId: ledgerAccounts.ownerUserId })
    .from(ledgerAccounts)
    .where(and(anyOf(ledgerAccounts.ownerUserId, userIds), eq(ledgerAccounts.purpose, purpose)));
  return new Map(rows.map((r) => [r.userId as number, r.id]));
}

/** Stored points balances of many users: userId → centavos. */
export async function pointsBalances(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: ledgerAccounts.ownerUserId, balance: ledgerAccounts.balanceCentavos })
    .from(ledgerAccounts)
    .where(and(anyOf(ledgerAccounts.ownerUserId, userIds), eq(ledgerAccounts.purpose, "points")));
  return new Map(rows.map((r) => [r.userId as number, r.balance ?? 0]));
}

/** Stored balances of accounts, unlocked (a preview): account id → centavos (0 for a system account). */
export async function accountBalances(db: DbOrTx, accountIds: readonly number[]): Promise<Map<number, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceCentavos })
    .from(ledgerAccounts)
    .where(anyOf(ledgerAccounts.id, accountIds));
  return new Map(rows.map((r) => [r.id, r.balance ?? 0]));
}

export type AccountOwner = {
  accountId: number;
  ownerUserId: number | null;
  ownerUsername: string | null;
  purpose: string;
};

/** Whose accounts these are and what for (system accounts have no owner). */
export async function accountOwners(db: DbOrTx, accountIds: readonly number[]): Promise<AccountOwner[]> {
  if (accountIds.length === 0) return [];
  return db
    .select({
      accountId: ledgerAccounts.id,
      ownerUserId: ledgerAccounts.ownerUserId,
      ownerUsername: users.username,
      purpose: ledgerAccounts.purpose,
    })
    .from(ledgerAccounts)
    .leftJoin(users, eq(users.id, ledgerAccounts.ownerUserId))
    .where(anyOf(ledgerAccounts.id, accountIds));
}
