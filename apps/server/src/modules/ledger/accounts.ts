import { COMMISSION_GAMES, type CommissionGame } from "@sabong/shared/commission";
import type { TransferCodeName } from "@sabong/shared/wallet";

/** What an account is for. User accounts: points wallet and one commission wallet per game. */
export { COMMISSION_GAMES, type CommissionGame };

export type UserAccountPurpose = "points" | `commission:${CommissionGame}`;
export const USER_ACCOUNT_PURPOSES: readonly UserAccountPurpose[] = [
  "points",
  ...COMMISSION_GAMES.map((game) => `commission:${game}` as const),
];

/**
 * System accounts: the bank (minting and debt advances; the only account that may be below zero), the house's
 * earnings per game, the rounding account, and escrow accounts that hold stakes until a result settles them.
 */
export type SystemAccountPurpose = "bank" | "rounding" | `house:${string}` | `escrow:${string}`;

/** Movement codes: why money moved (the list lives in packages/shared so the web can filter by it). */
export type TransferCode = TransferCodeName;
