/** The ledger's public face: the only module that writes money tables. Other modules call these. */

export type { CommissionGame, SystemAccountPurpose, TransferCode, UserAccountPurpose } from "./accounts.ts";
export { COMMISSION_GAMES, USER_ACCOUNT_PURPOSES } from "./accounts.ts";
export type { PostedTransfer, TransferInput } from "./core.ts";
export {
  openUserAccounts,
  postTransfers,
  resultRows,
  systemAccountId,
  systemBalance,
  toPgArray,
  userAccountId,
  userBalances,
} from "./core.ts";
export { InsufficientFundsError, LedgerInvariantError } from "./errors.ts";
