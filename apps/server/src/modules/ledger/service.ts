/** The ledger's public face: the only module that writes money tables. Other modules call these. */

export type { CommissionGame, SystemAccountPurpose, TransferCode, UserAccountPurpose } from "./accounts.ts";
export { COMMISSION_GAMES, USER_ACCOUNT_PURPOSES } from "./accounts.ts";
export { checkLedger, type LedgerCheckReport } from "./check.ts";
export type { PostedTransfer, TransferInput } from "./core.ts";
export {
  lockUserAccounts,
  MAX_TRANSFER_CENTAVOS,
  openUserAccounts,
  postTransfers,
  resultRows,
  systemAccountId,
  systemBalance,
  toPgArray,
  userAccountId,
  userBalances,
} from "./core.ts";
export { collectDebts, outstandingDebt, type Recovery, type RecoveryResult, recoverFromUser } from "./debts.ts";
export { InsufficientFundsError, LedgerInvariantError } from "./errors.ts";
export {
  canonicalJson,
  IDEMPOTENCY_MISMATCH_MESSAGE,
  type IdempotentRequest,
  requestHash,
  withIdempotency,
} from "./idempotency.ts";
export {
  assertInlineTransfers,
  INLINE_DEBIT,
  INLINE_TRANSFER,
  inlineTransferFailure,
  inlineUserToSystemTransfers,
} from "./inline-transfer.ts";
export {
  countWalletLog,
  readWalletLog,
  type WalletLogEntry,
  type WalletLogFilters,
  type WalletLogPageResult,
  walletLog,
} from "./log.ts";
export {
  type CommissionShare,
  type ConvertResult,
  convertCommission,
  creditCommissions,
  load,
  type MintResult,
  mint,
  NOT_IN_DOWNLINE_MESSAGE,
  type PointsMoveResult,
  SELF_MOVE_MESSAGE,
  type TransferRef,
  type WalletActor,
  withdraw,
} from "./operations.ts";
export { seedDemoMoney } from "./seed.ts";
export { canManage, type DownlineRow, isInDownline, type Manager, searchManageable } from "./tree.ts";
