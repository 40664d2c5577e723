import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../users/table.ts";

/** A betting event (one arena's session of one game); it holds numbered fights. */
export const events = pgTable(
  "events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    game: text("game").notNull(),
    name: text("name").notNull(),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    videoUrl: text("video_url"),
    plasadaBp: integer("plasada_bp").notNull().default(500),
    drawOddsMultiplier: integer("draw_odds_multiplier").notNull().default(8),
    minStakeCentavos: bigint("min_stake_centavos", { mode: "number" }).notNull(),
    maxStakeCentavos: bigint("max_stake_centavos", { mode: "number" }).notNull(),
    drawEnabled: boolean("draw_enabled").notNull(),
    /** How long a fight's last call lasts before betting closes by itself. */
    lastCallSeconds: integer("last_call_seconds").notNull().default(30),
    status: text("status").notNull().default("UPCOMING"),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_game_status_idx").on(t.game, t.status, t.eventDate),
    check("events_game_chk", sql`${t.game} in ('sabong','apple')`),
    check("events_status_chk", sql`${t.status} in ('UPCOMING','LIVE','ENDED')`),
    check("events_last_call_chk", sql`${t.lastCallSeconds} between 5 and 600`),
    check("events_plasada_chk", sql`${t.plasadaBp} between 0 and 10000`),
    check("events_draw_odds_chk", sql`${t.drawOddsMultiplier} >= 1`),
    check("events_stake_chk", sql`${t.minStakeCentavos} > 0 and ${t.maxStakeCentavos} >= ${t.minStakeCentavos}`),
  ],
);
export type EventRow = typeof events.$inferSelect;

/**
 * A fight of an event. Plasada and draw odds are copied from the event when betting opens, so an edit of the event
 * never changes the terms of bets already taken.
 */
export const fights = pgTable(
  "fights",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id),
    number: integer("number").notNull(),
    state: text("state").notNull().default("STANDBY"),
    result: text("result"),
    pausedSides: text("paused_sides").array().notNull().default(sql`'{}'::text[]`),
    plasadaBp: integer("plasada_bp"),
    drawOddsMultiplier: integer("draw_odds_multiplier"),
    /** The two entries (rooster, owner, weight) by main side, for games whose registry entry has them; {} unset. */
    entries: jsonb("entries").notNull().default(sql`'{}'::jsonb`),
    /** The figures of the current settlement (null until declared, and again after a revert). */
    settlement: jsonb("settlement"),
    /**
     * The first ledger transfer of the current settlement. Declare, revert and re-declare run one after the other
     * under the fight's row lock, so the current settlement's transfers are exactly this fight's settlement
     * transfers from this id on: a revert reverses those and nothing older.
     */
    settlementFirstTransferId: bigint("settlement_first_transfer_id", { mode: "number" }),
    revertCount: integer("revert_count").notNull().default(0),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    lastCallAt: timestamp("last_call_at", { withTimezone: true }),
    /** When the last call ends: betting closes then (bets refused from that instant, the ticker closes the fight). */
    lastCallEndsAt: timestamp("last_call_ends_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    declaredAt: timestamp("declared_at", { withTimezone: true }),
    declaredBy: integer("declared_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("fights_event_number_uq").on(t.eventId, t.number),
    // The last-call clock looks for due fights every 500 ms: only the few in last call are indexed.
    index("fights_last_call_due_idx").on(t.lastCallEndsAt).where(sql`${t.state} = 'LAST_CALL'`),
    check("fights_state_chk", sql`${t.state} in ('STANDBY','OPEN','LAST_CALL','CLOSED','DECLARED')`),
    check("fights_result_chk", sql`(${t.state} = 'DECLARED') = (${t.result} is not null)`),
  ],
);
export type FightRow = typeof fights.$inferSelect;

/**
 * One bet. `created_at` is clock_timestamp() (not the transaction start), so it orders bets against the close.
 * (user_id, idempotency_key) is unique: a retried request finds its bet instead of placing a second one.
 */
export const bets = pgTable(
  "bets",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id),
    fightId: integer("fight_id")
      .notNull()
      .references(() => fights.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    side: text("side").notNull(),
    stakeCentavos: bigint("stake_centavos", { mode: "number" }).notNull(),
    status: text("status").notNull().default("PENDING"),
    payoutCentavos: bigint("payout_centavos", { mode: "number" }),
    per100Centavos: bigint("per100_centavos", { mode: "number" }),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("bets_user_idempotency_uq").on(t.userId, t.idempotencyKey),
    index("bets_fight_idx").on(t.fightId, t.side),
    index("bets_user_idx").on(t.userId, t.id),
    index("bets_event_idx").on(t.eventId, t.id),
    index("bets_created_idx").on(t.createdAt),
    check("bets_stake_chk", sql`${t.stakeCentavos} > 0`),
    check("bets_side_chk", sql`${t.side} in ('MERON','WALA','PULA','PUTI','DRAW')`),
    check("bets_status_chk", sql`${t.status} in ('PENDING','WON','LOST','REFUNDED')`),
  ],
);
export type BetRow = typeof bets.$inferSelect;

/*
 * What other modules' SQL reads of events, fights and bets (docs/architecture.md: each module's tables are its own;
 * accounting's classification, the integrity watch, notices' subjects). Created by migration 0018 with their columns
 * listed, so the tables may change and the views stay; plain projections the planner inlines.
 */

export const eventsView = pgView("events_view", {
  id: integer("id").notNull(),
  game: text("game").notNull(),
  name: text("name").notNull(),
}).existing();

export const fightsView = pgView("fights_view", {
  id: integer("id").notNull(),
  eventId: integer("event_id").notNull(),
  number: integer("number").notNull(),
  state: text("state").notNull(),
  result: text("result"),
  closedAt: timestamp("closed_at", { withTimezone: true }),
  declaredAt: timestamp("declared_at", { withTimezone: true }),
}).existing();

export const betsView = pgView("bets_view", {
  id: bigint("id", { mode: "number" }).notNull(),
  fightId: integer("fight_id").notNull(),
  userId: integer("user_id").notNull(),
  side: text("side").notNull(),
  stakeCentavos: bigint("stake_centavos", { mode: "number" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
}).existing();
