import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/table.ts";

/**
 * One row per user (a trigger opens it with the user): the lock that a player's limits and money share, the limits
 * in force, the running restriction and lifetime totals (docs/decisions/0011-player-protection.md). Every stake,
 * payout, refund and load updates the totals in the statement that moves the money, under this row's lock; a
 * window's sum is the total here minus the total at the window's start (`protection_marks`).
 */
export const protectionState = pgTable(
  "protection_state",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id),
    lossDayCentavos: bigint("loss_day_centavos", { mode: "number" }),
    lossWeekCentavos: bigint("loss_week_centavos", { mode: "number" }),
    lossMonthCentavos: bigint("loss_month_centavos", { mode: "number" }),
    wagerDayCentavos: bigint("wager_day_centavos", { mode: "number" }),
    wagerWeekCentavos: bigint("wager_week_centavos", { mode: "number" }),
    wagerMonthCentavos: bigint("wager_month_centavos", { mode: "number" }),
    loadDayCentavos: bigint("load_day_centavos", { mode: "number" }),
    loadWeekCentavos: bigint("load_week_centavos", { mode: "number" }),
    loadMonthCentavos: bigint("load_month_centavos", { mode: "number" }),
    largestStakeCentavos: bigint("largest_stake_centavos", { mode: "number" }),
    playMinutes: integer("play_minutes"),
    /** Whether any limit above is set: bets of players without limits skip the window sums. */
    limited: boolean("limited").notNull().default(false),
    restrictedKind: text("restricted_kind"),
    restrictedUntil: timestamp("restricted_until", { withTimezone: true }),
    realityCheckMinutes: integer("reality_check_minutes").notNull().default(60),
    stakedTotalCentavos: bigint("staked_total_centavos", { mode: "number" }).notNull().default(0),
    creditedTotalCentavos: bigint("credited_total_centavos", { mode: "number" }).notNull().default(0),
    loadedTotalCentavos: bigint("loaded_total_centavos", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("protection_state_kind_chk", sql`${t.restrictedKind} in ('time-out', 'self-exclusion')`),
    check("protection_state_reality_chk", sql`${t.realityCheckMinutes} in (15, 30, 60)`),
  ],
);

/** The totals after each movement: the total at a window's start is the newest mark at or before it. */
export const protectionMarks = pgTable(
  "protection_marks",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    at: timestamp("at", { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    stakedTotalCentavos: bigint("staked_total_centavos", { mode: "number" }).notNull(),
    creditedTotalCentavos: bigint("credited_total_centavos", { mode: "number" }).notNull(),
    loadedTotalCentavos: bigint("loaded_total_centavos", { mode: "number" }).notNull(),
  },
  (t) => [index("protection_marks_user_at_idx").on(t.userId, t.at.desc(), t.id.desc())],
);

/** The limits a player has (keys of `@sabong/shared/protection` LIMIT_KEYS), with who set each. */
export const protectionLimits = pgTable(
  "protection_limits",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    key: text("key").notNull(),
    /** Centavos, or minutes per Manila day for play time. */
    value: bigint("value", { mode: "number" }).notNull(),
    setByUserId: integer("set_by_user_id")
      .notNull()
      .references(() => users.id),
    setByRole: text("set_by_role").notNull(),
    setAt: timestamp("set_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    check("protection_limits_role_chk", sql`${t.setByRole} in ('player', 'upline')`),
  ],
);

/** Increases and removals waiting for their 24 hours (value null: a removal); applied by the ticker. */
export const protectionLimitChanges = pgTable(
  "protection_limit_changes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    key: text("key").notNull(),
    value: bigint("value", { mode: "number" }),
    effectiveAt: timestamp("effective_at", { withTimezone: true }).notNull(),
    requestedByUserId: integer("requested_by_user_id")
      .notNull()
      .references(() => users.id),
    requestedByRole: text("requested_by_role").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("protection_limit_changes_due_idx")
      .on(t.effectiveAt)
      .where(sql`${t.appliedAt} is null and ${t.cancelledAt} is null`),
    index("protection_limit_changes_user_idx").on(t.userId, t.key),
  ],
);

/** Every time-out and self-exclusion taken, extended or lifted; `protection_state` holds the running one. */
export const protectionRestrictions = pgTable(
  "protection_restrictions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
    liftedByUserId: integer("lifted_by_user_id").references(() => users.id),
    reason: text("reason"),
    writtenRequest: boolean("written_request").notNull().default(false),
  },
  (t) => [
    index("protection_restrictions_user_idx").on(t.userId, t.startedAt.desc()),
    check("protection_restrictions_kind_chk", sql`${t.kind} in ('time-out', 'self-exclusion')`),
  ],
);

/**
 * Play sessions on the server: any request continues one, 30 idle minutes end it; the totals at its start give the
 * session's staked amount and net result for the reality check, whichever tab asks.
 */
export const playSessions = pgTable(
  "play_sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    lastCheckDueAt: timestamp("last_check_due_at", { withTimezone: true }),
    stakedAtStartCentavos: bigint("staked_at_start_centavos", { mode: "number" }).notNull(),
    creditedAtStartCentavos: bigint("credited_at_start_centavos", { mode: "number" }).notNull(),
  },
  (t) => [index("play_sessions_user_idx").on(t.userId, t.lastSeenAt.desc())],
);
