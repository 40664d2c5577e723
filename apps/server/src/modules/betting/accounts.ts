import type { Game } from "@sabong/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { type SystemAccountPurpose, systemAccountId, toPgArray } from "../ledger/service.ts";
import { ledgerAccounts } from "../ledger/table.ts";

/** The system accounts a game's betting moves money through. */
export type GameAccounts = { escrow: number; house: number; bank: number; rounding: number };

/**
 * System account ids never change once opened, so they are resolved once per database. They are opened outside
 * any betting transaction: an id cached from a transaction that later rolled back would point at nothing.
 */
const cache = new WeakMap<Db, Map<SystemAccountPurpose, Promise<number>>>();

function cachedSystemAccount(db: Db, purpose: SystemAccountPurpose): Promise<number> {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  let id = perDb.get(purpose);
  if (!id) {
    id = systemAccountId(db, purpose);
    id.catch(() => perDb?.delete(purpose));
    perDb.set(purpose, id);
  }
  return id;
}

export async function gameAccounts(db: Db, game: Game): Promise<GameAccounts> {
  const [escrow, house, bank, rounding] = await Promise.all([
    cachedSystemAccount(db, `escrow:${game}`),
    cachedSystemAccount(db, `house:${game}`),
    cachedSystemAccount(db, "bank"),
    cachedSystemAccount(db, "rounding"),
  ]);
  return { escrow, house, bank, rounding };
}

/**
 * Commission wallet used by both games: the apple game has no wallet or percentage of its own, so its agents earn
 * at their sabong rate into their sabong commission wallet (docs/decisions/0003-betting.md).
 */
export const COMMISSION_PURPOSE = "commission:sabong";

/**
 * Account ids of many users' wallets of one purpose in one query (user wallets are opened with the user). The ids
 * travel as one array parameter, so any number of users fits in one statement.
 */
export async function userWalletIds(
  tx: DbOrTx,
  userIds: readonly number[],
  purpose: string,
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: ledgerAccounts.id, userId: ledgerAccounts.ownerUserId })
    .from(ledgerAccounts)
    .where(
      and(sql`${ledgerAccounts.ownerUserId} = any(${toPgArray(userIds)}::int[])`, eq(ledgerAccounts.purpose, purpose)),
    );
  return new Map(rows.map((r) => [r.userId as number, r.id]));
}

/** Stored points balances of many users in one query. */
export async function pointsBalances(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: ledgerAccounts.ownerUserId, balance: ledgerAccounts.balanceCentavos })
    .from(ledgerAccounts)
    .where(
      and(sql`${ledgerAccounts.ownerUserId} = any(${toPgArray(userIds)}::int[])`, eq(ledgerAccounts.purpose, "points")),
    );
  return new Map(rows.map((r) => [r.userId as number, r.balance ?? 0]));
}
