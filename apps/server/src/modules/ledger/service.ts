/** The ledger's public face: the only module that writes money tables. Other modules call these. */

export {
  cachedSystemAccountId,
  openUserAccounts,
  systemAccountId,
  systemBalance,
  userAccountId,
} from "./account-ids.ts";
export type { CommissionGame, SystemAccountPurpose, TransferCode, UserAccountPurpose } from "./accounts.ts";
export { COMMISSION_GAMES, USER_ACCOUNT_PURPOSES } from "./accounts.ts";
export { balancesOf, type WalletBalances } from "./balances-batch.ts";
export { checkLedger, type LedgerCheckReport } from "./check.ts";
export type { PostedTransfer, TransferInput } from "./core.ts";
export { lockUserAccounts, lockUserAccountsOf, MAX_TRANSFER_CENTAVOS, postTransfers } from "./core.ts";
export {
  collectDebts,
  collectDebtsOf,
  outstandingDebt,
  type Recovery,
  type RecoveryResult,
  recoverFromUser,
} from "./debts.ts";
export { InsufficientFundsError, LedgerInvariantError } from "./errors.ts";
export {
  type CreditMovementColumn,
  type EscrowCreditParts,
  type EscrowCreditResult,
  type EscrowCreditRun,
  type EscrowCreditStatement,
  escrowCreditStatement,
  postEscrowCredits,
} from "./escrow-credits.ts";
export {
  type EscrowDebit,
  type EscrowDebitHandles,
  type EscrowDebitParts,
  type EscrowDebitResult,
  type EscrowDebitRun,
  type EscrowDebitStatement,
  type EscrowRowColumn,
  escrowDebitStatement,
  type LedgerColumn,
  MAX_ESCROW_DEBITS,
  type MovementColumn,
  postEscrowDebits,
  type WalletColumn,
} from "./escrow-debits.ts";
export { canonicalJson, type IdempotentRequest, requestHash, withIdempotency } from "./idempotency.ts";
export { type ActionActor, answerOnce } from "./idempotent-action.ts";
export {
  countWalletLog,
  notableLegsBetween,
  readWalletLog,
  readWalletLogSince,
  type WalletLogEntry,
  type WalletLogFilters,
  type WalletLogPageResult,
  walletLog,
} from "./log.ts";
export {
  type CommissionShare,
  type Converted,
  convertToPoints,
  creditCommissions,
  type Minted,
  mintPoints,
  movePoints,
  type PointsMove,
  type PointsMoved,
  type TransferRef,
} from "./operations.ts";
export {
  type MonthlyMoveSum,
  type MoveDirection,
  type MovesRange,
  type PointsMoveLeg,
  type PointsMoveSum,
  pointsMoveLegs,
  pointsMoveSums,
  pointsMovesByMonth,
  type TransferSide,
  type TransferWithSides,
  transferWithSides,
} from "./points-moves.ts";
export {
  type AccountOwner,
  accountBalances,
  accountOwners,
  debitBalanceAfter,
  pointsAccount,
  pointsBalances,
  userAccountIds,
  userBalances,
} from "./reads.ts";
export { applyRevertPlan, buildRevertPlan, describeRevertMoves, settlementTransfersSince } from "./reversal.ts";
export type { RevertPlan, RevertRecovery, SettlementTransfer } from "./revert-plan.ts";
