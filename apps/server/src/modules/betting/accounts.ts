import type { Game } from "@sabong/shared/betting";
import type { DbOrTx } from "../../db/client.ts";
import { cachedSystemAccountId } from "../ledger/service.ts";

/** The system accounts a game's betting moves money through. */
export type GameAccounts = { escrow: number; house: number; bank: number; rounding: number };

/** One after the other: on a transaction the lookups are queries on its one connection, which runs one at a time. */
export async function gameAccounts(db: DbOrTx, game: Game): Promise<GameAccounts> {
  const escrow = await cachedSystemAccountId(db, `escrow:${game}`);
  const house = await cachedSystemAccountId(db, `house:${game}`);
  const bank = await cachedSystemAccountId(db, "bank");
  const rounding = await cachedSystemAccountId(db, "rounding");
  return { escrow, house, bank, rounding };
}
