/** The accounting module's public face: what other modules (dashboard, summaries, cashier) and main.ts may call. */

export {
  branchesSql,
  classifiedTransfersSql,
  FIGURE_CATEGORIES,
  inTail,
  manilaDayOf,
  subtreeUserIdsSql,
  type Watermark,
} from "./classify.ts";
export { type AccountingFold, DEFAULT_FOLD_BATCH, foldLedger, startAccountingFold } from "./fold.ts";
export { type ContestKey, contestLabels, gameLabel } from "./labels.ts";
export {
  accountCodeMovementsSql,
  accountMovementsSql,
  dailyFigures,
  dayCodeTotals,
  playerLoadsAndWithdrawals,
  type UserGameFigures,
  userGameFigures,
} from "./reads.ts";
export { accountingReport } from "./report.ts";
export { rangeInstants } from "./sources.ts";
export { readAtWatermark } from "./watermark.ts";
