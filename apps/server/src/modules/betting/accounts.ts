import type { Game } from "@sabong/shared";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "../../db/client.ts";
import { type SystemAccountPurpose, systemAccountId } from "../ledger/service.ts";

/** The system accounts a game's betting moves money through. */
export type GameAccounts = { escrow: number; house: number; bank: number; rounding: number };

/**
 * System account ids never change once opened, so they are resolved once per database. Inside a transaction they are
 * read, not cached: an id cached from a transaction that later rolled back would point at nothing.
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

export async function gameAccounts(db: DbOrTx, game: Game): Promise<GameAccounts> {
  const account = (purpose: SystemAccountPurpose) =>
    db instanceof PgTransaction ? systemAccountId(db, purpose) : cachedSystemAccount(db as Db, purpose);
  const [escrow, house, bank, rounding] = await Promise.all([
    account(`escrow:${game}`),
    account(`house:${game}`),
    account("bank"),
    account("rounding"),
  ]);
  return { escrow, house, bank, rounding };
}
