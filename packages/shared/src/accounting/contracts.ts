import { z } from "zod";
import { queryIdSchema } from "../contracts/common.ts";
import { centavosFields, centavosSchema, valuesOf } from "../contracts/fields.ts";
import { isSaneDate, MAX_EVENT_YEAR, MIN_DATE_YEAR } from "../contracts/paging.ts";
import { GAME_IDS } from "../games/registry.ts";
import { addCalendarDays, isCalendarDate } from "../time/manila.ts";

/**
 * Accounting reports (docs/decisions/0008-accounting.md): every figure is a sum of ledger transfers, classified once
 * on the server (modules/accounting). Money in centavos, days are Manila calendar days.
 */

/** The longest range one report covers: a year of days (a row per day stays readable, an export stays small). */
export const MAX_REPORT_DAYS = 366;

export const REPORT_GROUPING_LABELS = { day: "Day", contest: "Event / draw", game: "Game", agent: "Agent" } as const;
export type ReportGrouping = keyof typeof REPORT_GROUPING_LABELS;
export const REPORT_GROUPINGS = valuesOf(REPORT_GROUPING_LABELS);

export const REPORT_GAMES = ["all", ...GAME_IDS] as const;
export type ReportGame = (typeof REPORT_GAMES)[number];

/** A Manila calendar day, YYYY-MM-DD, within the business's years (a day after 9999-12-31 has no YYYY-MM-DD). */
export const manilaDaySchema = z
  .string({ error: "Dates must look like 2025-01-31" })
  .refine(isCalendarDate, "Dates must look like 2025-01-31")
  .refine(
    (text) => isSaneDate(text, MAX_EVENT_YEAR),
    `Dates must be between the years ${MIN_DATE_YEAR} and ${MAX_EVENT_YEAR}`,
  );

/** Whole days from `from` to `to`, both included (1 for a single day). */
export function reportDayCount(from: string, to: string): number {
  let days = 1;
  let day = from;
  while (day < to && days <= MAX_REPORT_DAYS) {
    day = addCalendarDays(day, 1);
    days++;
  }
  return day === to ? days : Number.POSITIVE_INFINITY;
}

const criteriaFields = {
  from: manilaDaySchema,
  to: manilaDaySchema,
  game: z.enum(REPORT_GAMES, { error: "Unknown game" }).default("all"),
  /** The root of the agent subtree the figures cover (the bettors and earners at or below it). None: everyone. */
  agentId: queryIdSchema("agentId").optional(),
  groupBy: z.enum(REPORT_GROUPINGS, { error: "Unknown grouping" }).default("day"),
};

export function rangeChecks<T extends { from: string; to: string }>(schema: z.ZodType<T>) {
  return (
    schema
      .refine((c) => c.from <= c.to, { message: "The start date must be on or before the end date", path: ["to"] })
      // A malformed date is already reported by its field (and would throw in reportDayCount).
      .refine(
        (c) =>
          !isCalendarDate(c.from) ||
          !isCalendarDate(c.to) ||
          c.from > c.to ||
          reportDayCount(c.from, c.to) <= MAX_REPORT_DAYS,
        {
          message: `A report covers at most ${MAX_REPORT_DAYS} days`,
          path: ["to"],
        },
      )
  );
}

/** The report criteria: `GET /api/admin/accounting` query and `POST /api/admin/excel-history` body (spec 7). */
export const accountingCriteriaSchema = rangeChecks(z.object(criteriaFields));
export type AccountingCriteria = z.infer<typeof accountingCriteriaSchema>;
export type AccountingCriteriaInput = z.input<typeof accountingCriteriaSchema>;

/** Commission earned, by the earner's stored type (incorporator … gold-agent, player). */
export const commissionLevelSchema = z.object({ role: z.string(), label: z.string(), centavos: z.number().int() });

/**
 * What a group of transfers adds up to. Reversals (master revert) count against what they reverse, so a reverted
 * payout lowers payouts. houseResult = turnover − refunds − payouts − commission of settled contests only: what
 * players and agents left with the operator; stakes on contests still open are openStakes, apart. Plasada and draw
 * funding are how the pool got there (draw funding: the bank's money paid in at settlement beyond what the pool
 * holds: a DRAW's winnings, a one-sided pool's stake back, a number-game hit beyond the sales, commission beyond
 * the house's share).
 */
export const accountingFiguresSchema = z.object({
  turnoverCentavos: centavosSchema,
  /** Bets (one per ticket in the number games) whose stake moved. */
  stakeCount: z.number().int(),
  refundsCentavos: centavosSchema,
  payoutsCentavos: centavosSchema,
  plasadaCentavos: centavosSchema,
  drawFundingCentavos: centavosSchema,
  commissionCentavos: centavosSchema,
  commissionByLevel: z.array(commissionLevelSchema),
  /** Stakes (less refunds) on contests not settled or cancelled yet: in the turnover, not in the house result. */
  openStakesCentavos: centavosSchema,
  houseResultCentavos: centavosSchema,
});
export type AccountingFigures = z.infer<typeof accountingFiguresSchema>;

export const accountingRowSchema = accountingFiguresSchema.extend({
  /** Stable key of the group: "2025-01-31", "fight:12", "draw:345", "sabong", "agent:7". */
  key: z.string(),
  /** What the row is, as a person reads it: "31 Jan 2025", "Derby night · Fight 12", "Pick 3 · 31 Jan 2pm", "Sabong". */
  label: z.string(),
  game: z.enum(GAME_IDS).nullable(),
  /** Grouping by agent: the downline the row covers (its subtree), for a drill-down. */
  agentId: z.number().int().nullable(),
});
export type AccountingRow = z.infer<typeof accountingRowSchema>;

export const accountingPointSchema = z.object({
  key: z.string(),
  label: z.string(),
  turnoverCentavos: centavosSchema,
  houseResultCentavos: centavosSchema,
});
export type AccountingPoint = z.infer<typeof accountingPointSchema>;

export const accountingReportSchema = z.object({
  criteria: z.object({
    from: z.string(),
    to: z.string(),
    game: z.enum(REPORT_GAMES),
    agentId: z.number().int().nullable(),
    agentUsername: z.string().nullable(),
    groupBy: z.enum(REPORT_GROUPINGS),
  }),
  rows: z.array(accountingRowSchema),
  totals: accountingFiguresSchema,
  /** For the charts, whatever the grouping: every day of the range (zeros included) and every game with activity. */
  byDay: z.array(accountingPointSchema),
  byGame: z.array(accountingPointSchema),
  generatedAt: z.string(),
});
export type AccountingReport = z.infer<typeof accountingReportSchema>;

/** End-of-day reconciliation: `GET /api/admin/reconciliation?day=`. */
export const reconciliationQuerySchema = z.object({ day: manilaDaySchema });

/**
 * One class of accounts over the day: opening + in − out = closing (from the rollups). `recordedClosingCentavos` is
 * read another way (user accounts: their stored balances now, less what moved since the day ended; system accounts:
 * the opening plus the day's transfers read straight from the ledger). `differenceCentavos` is recorded − closing,
 * or, when that nets to zero but the rollups' in/out of the day differ from the ledger's, the size of that
 * difference: zero only when the books agree every way.
 */
export const reconciliationLineSchema = z.object({
  key: z.string(),
  label: z.string(),
  accounts: z.number().int(),
  ...centavosFields("opening", "in", "out", "closing", "recordedClosing", "difference"),
});
export type ReconciliationLine = z.infer<typeof reconciliationLineSchema>;

export const reconciliationSchema = z.object({
  day: z.string(),
  /** Money that entered circulation from the bank that day, by code (MINT, DRAW_FUNDING, DEBT_ADVANCE) … */
  moneyIn: z.array(z.object({ code: z.string(), label: z.string(), centavos: z.number().int() })),
  /** … and what went back to it (DEBT_COLLECTION, reversed funding). */
  moneyOut: z.array(z.object({ code: z.string(), label: z.string(), centavos: z.number().int() })),
  /** Σ moneyIn and Σ moneyOut, added up on the server. */
  moneyInTotalCentavos: centavosSchema,
  moneyOutTotalCentavos: centavosSchema,
  lines: z.array(reconciliationLineSchema),
  /** The sum of every closing balance, the bank's included: zero when nothing was created or lost. */
  closingSumCentavos: centavosSchema,
  /** Σ |line differences| + |closing sum|: zero when the day reconciles. */
  differenceCentavos: centavosSchema,
  balanced: z.boolean(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** `GET /api/admin/dashboard`: the business today and over the last 30 days. */
export const adminDashboardSchema = z.object({
  day: z.string(),
  today: z.object({
    turnoverCentavos: centavosSchema,
    stakeCount: z.number().int(),
    houseResultCentavos: centavosSchema,
    /** Points loaded to players today (cash in); float and loads between agents are not counted. */
    loadsCentavos: centavosSchema,
    loadCount: z.number().int(),
    /** Points withdrawn from players today (cash out); float taken back from agents is not counted. */
    withdrawalsCentavos: centavosSchema,
    withdrawalCount: z.number().int(),
  }),
  /** Distinct players with a live socket, across processes. */
  playersOnline: z.number().int(),
  openFights: z.number().int(),
  openDraws: z.number().int(),
  pendingApprovals: z.number().int(),
  /** Points wallets by level (admin, staff, each agent type, players) and the commission wallets. */
  circulation: z.array(
    z.object({ key: z.string(), label: z.string(), accounts: z.number().int(), centavos: z.number().int() }),
  ),
  /** Σ circulation rows, added up on the server. */
  circulationTotalAccounts: z.number().int(),
  circulationTotalCentavos: centavosSchema,
  /** Oldest first, 30 days ending today (the 7-day chart is the last 7). */
  last30Days: z.array(accountingPointSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** How many of the day's movements the cash desk lists (the wallet log has them all). */
export const CASHIER_DAY_MOVEMENTS = 50;

/** One load (cash received from the player) or withdrawal (cash paid to the player) at the desk. */
export const cashMovementSchema = z.object({
  transferId: z.number().int(),
  kind: z.enum(["CASH_IN", "CASH_OUT"]),
  at: z.string(),
  amountCentavos: centavosSchema,
  player: z.object({ userId: z.number().int(), username: z.string() }),
});
export type CashMovement = z.infer<typeof cashMovementSchema>;

/** `GET /api/staff/cashier?day=`: the cashier's (staff2) float and the day's cash desk. */
export const cashierDayQuerySchema = z.object({ day: manilaDaySchema.optional() });
export const cashierDaySchema = z.object({
  day: z.string(),
  /** The cashier's points now: the float the admin gave, less what went to players, plus what came back. */
  floatCentavos: centavosSchema,
  /** The admin's loads to the cashier (float given) and withdrawals from it (float taken back) that day. */
  floatGivenCentavos: centavosSchema,
  floatTakenBackCentavos: centavosSchema,
  /** Loads to players (cash received at the desk) and withdrawals from players (cash paid out). */
  cashInCentavos: centavosSchema,
  cashInCount: z.number().int(),
  cashOutCentavos: centavosSchema,
  cashOutCount: z.number().int(),
  /** What should be in the drawer for the day: cash in − cash out. */
  netCashCentavos: centavosSchema,
  /** The day's latest loads and withdrawals with players, newest first (at most CASHIER_DAY_MOVEMENTS). */
  movements: z.array(cashMovementSchema),
});
export type CashierDay = z.infer<typeof cashierDaySchema>;

/** `GET /api/points/receipts/:id`: a load or withdrawal the caller made or received, as a printable receipt. */
export const receiptSchema = z.object({
  transferId: z.number().int(),
  kind: z.enum(["CASH_IN", "CASH_OUT"]),
  at: z.string(),
  amountCentavos: centavosSchema,
  cashier: z.object({ userId: z.number().int(), username: z.string() }),
  player: z.object({ userId: z.number().int(), username: z.string() }),
  /** The player's points right after. */
  playerBalanceAfterCentavos: centavosSchema,
});
export type Receipt = z.infer<typeof receiptSchema>;
