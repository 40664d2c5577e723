import type { Game } from "@sabong/shared/betting";
import type { DbOrTx } from "../../db/client.ts";
import { cachedSystemAccountId } from "../ledger/service.ts";

/** The system accounts a game's betting moves money through. */
export type GameAccounts = { escrow: number; house: number; bank: number; rounding: number };

export async function gameAccounts(db: DbOrTx, game: Game): Promise<GameAccounts> {
  const [escrow, house, bank, rounding] = await Promise.all([
    cachedSystemAccountId(db, `escrow:${game}`),
    cachedSystemAccountId(db, `house:${game}`),
    cachedSystemAccountId(db, "bank"),
    cachedSystemAccountId(db, "rounding"),
  ]);
  return { escrow, house, bank, rounding };
}
