/** What an account is for. User accounts: points wallet and one commission wallet per game. */
export const COMMISSION_GAMES = ["sabong", "pick2", "pick3", "game-ending", "suertres"] as const;
export type CommissionGame = (typeof COMMISSION_GAMES)[number];

export type UserAccountPurpose = "points" | `commission:${CommissionGame}`;
export const USER_ACCOUNT_PURPOSES: readonly UserAccountPurpose[] = [
  "points",
  ...COMMISSION_GAMES.map((game) => `commission:${game}` as const),
];

/**
 * System accounts: the bank (minting; the only account that may be below zero), the house's earnings per game,
 * the rounding account, and escrow accounts that hold stakes until a result settles them.
 */
export type SystemAccountPurpose = "bank" | "rounding" | `house:${string}` | `escrow:${string}`;

/** Movement codes: why money moved. */
export type TransferCode =
  | "MINT"
  | "LOAD"
  | "WITHDRAW"
  | "COMMISSION_CONVERT"
  | "COMMISSION"
  | "BET"
  | "PAYOUT"
  | "REFUND"
  | "PLASADA"
  | "ROUNDING"
  | "DRAW_FUNDING"
  | "REVERSAL"
  | "DEBT_COLLECTION";
