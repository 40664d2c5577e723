import { sql } from "drizzle-orm";
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { xid8 } from "../ledger/table.ts";

/**
 * Accounting rollups (docs/decisions/0008-accounting.md): ledger transfers folded by day, so a report adds a few
 * thousand rollup rows to the not-yet-folded tail of transfers instead of re-adding millions. Written only by the
 * fold (fold.ts); every amount is a sum of transfers classified by the one SQL fragment (classify.ts).
 */

/** One row (id 1): transfers with (created_xid, id) at or below the watermark are in the rollups. */
export const accountingFoldState = pgTable("accounting_fold_state", {
  id: integer("id").primaryKey(),
  watermarkXid: xid8("watermark_xid").notNull().default(sql`'0'::xid8`),
  watermarkId: bigint("watermark_id", { mode: "number" }).notNull().default(0),
  transfersFolded: bigint("transfers_folded", { mode: "number" }).notNull().default(0),
  foldedAt: timestamp("folded_at", { withTimezone: true }),
});

/**
 * Figures by contest: signed sums per (Manila day, game, contest, category, role of the user side). Reports without
 * an agent filter and the dashboard read it. `transfers` is a signed count (a reversal counts −1).
 */
export const accountingContestDays = pgTable(
  "accounting_contest_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    game: text("game").notNull(),
    contestKind: text("contest_kind").notNull(),
    contestId: bigint("contest_id", { mode: "number" }).notNull(),
    category: text("category").notNull(),
    role: text("role").notNull(),
    amountCentavos: bigint("amount_centavos", { mode: "number" }).notNull(),
    transfers: bigint("transfers", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.game, t.contestKind, t.contestId, t.category, t.role] })],
);

/**
 * Figures by user: signed sums per (day, user side, game, category). Agent-subtree reports and agent summaries read
 * it. A debt advance that takes back a payout has no user account on either side: it counts for the debtor.
 */
export const accountingUserDays = pgTable(
  "accounting_user_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    userId: integer("user_id").notNull(),
    game: text("game").notNull(),
    category: text("category").notNull(),
    role: text("role").notNull(),
    amountCentavos: bigint("amount_centavos", { mode: "number" }).notNull(),
    transfers: bigint("transfers", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.userId, t.game, t.category, t.role] }),
    index("accounting_user_days_user_idx").on(t.userId, t.day),
  ],
);

/**
 * Money movements by account: per (day, account, game, raw ledger code) what arrived and what left. The end-of-day
 * reconciliation reads it (opening = Σ in − out of earlier days), and the day's loads and withdrawals.
 */
export const accountingAccountDays = pgTable(
  "accounting_account_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    accountId: integer("account_id").notNull(),
    game: text("game").notNull(),
    code: text("code").notNull(),
    inCentavos: bigint("in_centavos", { mode: "number" }).notNull(),
    outCentavos: bigint("out_centavos", { mode: "number" }).notNull(),
    /** Transfers that arrived and that left: each transfer counts once on each of its two accounts. */
    inCount: bigint("in_count", { mode: "number" }).notNull(),
    outCount: bigint("out_count", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.accountId, t.game, t.code] }),
    index("accounting_account_days_account_idx").on(t.accountId, t.day),
  ],
);
