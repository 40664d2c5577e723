/** The wallet station's public face: its rules for moving points (the ledger moves them) and its logs. */

export { logOwnerId, toLogFilters, walletLogCsv } from "./log.ts";
export {
  type ConvertResult,
  convertCommission,
  load,
  type MintResult,
  mint,
  NOT_IN_DOWNLINE_MESSAGE,
  type PointsMoveResult,
  SELF_MOVE_MESSAGE,
  type WalletActor,
  withdraw,
} from "./operations.ts";
