/**
 * The accounting module's public face: what other modules (dashboard, summaries, cashier) and main.ts may call.
 * Typed reads only: the SQL over the ledger's transfers stays inside (no SQL text exported, tooling/sql-exports.ts).
 */

export { branchesOf } from "./branches.ts";
export { FIGURE_CATEGORIES, type Watermark } from "./classify.ts";
export { type AccountingFold, DEFAULT_FOLD_BATCH, foldLedger, startAccountingFold } from "./fold.ts";
export { type ContestKey, contestLabels, gameLabel } from "./labels.ts";
export { type AccountMovement, accountMovements } from "./movements.ts";
export {
  dailyFigures,
  dayCodeTotals,
  playerLoadsAndWithdrawals,
  type UserGameFigures,
  userGameFigures,
} from "./reads.ts";
export { accountingReport } from "./report.ts";
export { rangeInstants } from "./sources.ts";
export { readAtWatermark } from "./watermark.ts";
