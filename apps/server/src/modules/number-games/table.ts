import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../users/table.ts";

const NUMBER_GAMES_SQL = sql.raw(`('pick2','pick3','suertres','game-ending')`);

/** Each number game's admin-editable settings (zod `numberGameSettingsSchema`); a change applies to draws not yet open. */
export const numberGameSettings = pgTable(
  "number_game_settings",
  {
    game: text("game").primaryKey(),
    settings: jsonb("settings").notNull(),
    updatedBy: integer("updated_by").references(() => users.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("number_game_settings_game_chk", sql`${t.game} in ${NUMBER_GAMES_SQL}`)],
);
export type NumberGameSettingsRow = typeof numberGameSettings.$inferSelect;

/**
 * One draw of a number game. Bets are accepted only while state = 'OPEN' and clock_timestamp() < cutoff_at, checked
 * in the statement that writes them (never by a timer). Scheduled draws are unique per (game, draw_at), so several
 * processes creating the same schedule create each draw once. `terms` snapshots the settings when the draw opens.
 */
export const draws = pgTable(
  "draws",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    game: text("game").notNull(),
    /** 'schedule' (created from the game's daily times) or 'operator' (game-ending). */
    source: text("source").notNull(),
    state: text("state").notNull().default("SCHEDULED"),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    cutoffAt: timestamp("cutoff_at", { withTimezone: true }).notNull(),
    drawAt: timestamp("draw_at", { withTimezone: true }).notNull(),
    /** Game-ending: { league, home, away, period }. */
    matchup: jsonb("matchup"),
    /** `drawTermsSchema`: multipliers, stakes, default cap, confirmation rule. */
    terms: jsonb("terms").notNull(),
    /** Platform-drawn games: the secret seed (never shown before draw time) and its SHA-256, published at open. */
    seed: text("seed"),
    seedHash: text("seed_hash"),
    seedRevealedAt: timestamp("seed_revealed_at", { withTimezone: true }),
    /** The winning combination (digits, leading zeros kept); game-ending also keeps the scores. */
    result: text("result"),
    scores: jsonb("scores"),
    resultEnteredBy: integer("result_entered_by").references(() => users.id),
    resultEnteredAt: timestamp("result_entered_at", { withTimezone: true }),
    resultConfirmedBy: integer("result_confirmed_by").references(() => users.id),
    resultConfirmedAt: timestamp("result_confirmed_at", { withTimezone: true }),
    /** `drawSettlementSchema` of the current settlement (null until settled, and again after a revert). */
    settlement: jsonb("settlement"),
    /** First ledger transfer of the current settlement: a revert reverses this draw's transfers from here on. */
    settlementFirstTransferId: bigint("settlement_first_transfer_id", { mode: "number" }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    revertCount: integer("revert_count").notNull().default(0),
    cancelledReason: text("cancelled_reason"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Game-ending: when the period is expected to end; results are refused before it (an operator may move it). */
    expectedEndAt: timestamp("expected_end_at", { withTimezone: true }),
    /** Why an operator closed betting early ("Close early" asks). */
    closedEarlyReason: text("closed_early_reason"),
    /** The cut-off before an early close: the draw may be reopened until then (null when it may not). */
    reopenCutoffAt: timestamp("reopen_cutoff_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("draws_schedule_uq").on(t.game, t.drawAt).where(sql`${t.source} = 'schedule'`),
    index("draws_game_draw_at_idx").on(t.game, t.drawAt),
    index("draws_state_idx").on(t.state, t.drawAt),
    check("draws_game_chk", sql`${t.game} in ${NUMBER_GAMES_SQL}`),
    check("draws_source_chk", sql`${t.source} in ('schedule','operator')`),
    check("draws_state_chk", sql`${t.state} in ('SCHEDULED','OPEN','CLOSED','RESULT_ENTERED','SETTLED','CANCELLED')`),
    check("draws_times_chk", sql`${t.opensAt} <= ${t.cutoffAt} and ${t.cutoffAt} <= ${t.drawAt}`),
    check("draws_result_chk", sql`(${t.state} in ('RESULT_ENTERED','SETTLED')) = (${t.result} is not null)`),
  ],
);
export type DrawRow = typeof draws.$inferSelect;

/**
 * Every straight combination of a draw, created with the draw (100 or 1,000 rows): its liability (what the house
 * pays if it comes out, from straight lines and every rambolito line covering it), the stakes on it, and the per-draw
 * override (cap, not accepted, reduced straight multiplier). A ticket locks its combinations' rows FOR UPDATE, in
 * combination order, checks the caps and writes its lines in the same transaction: racing tickets never pass a cap.
 */
export const drawCombinations = pgTable(
  "draw_combinations",
  {
    drawId: integer("draw_id")
      .notNull()
      .references(() => draws.id),
    combination: text("combination").notNull(),
    liabilityCentavos: bigint("liability_centavos", { mode: "number" }).notNull().default(0),
    straightStakeCentavos: bigint("straight_stake_centavos", { mode: "number" }).notNull().default(0),
    rambolitoStakeCentavos: bigint("rambolito_stake_centavos", { mode: "number" }).notNull().default(0),
    /** Null: the draw's default cap. */
    capCentavos: bigint("cap_centavos", { mode: "number" }),
    notAccepted: boolean("not_accepted").notNull().default(false),
    /** Null: the draw's straight multiplier. */
    multiplierHundredths: integer("multiplier_hundredths"),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.combination] }),
    check("draw_combinations_liability_chk", sql`${t.liabilityCentavos} >= 0`),
  ],
);

/** A player's ticket: one or more lines for one draw, accepted whole under one idempotency key. */
export const tickets = pgTable(
  "tickets",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    drawId: integer("draw_id")
      .notNull()
      .references(() => draws.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    totalStakeCentavos: bigint("total_stake_centavos", { mode: "number" }).notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The request's canonical hash: the same key with another body is refused (409). */
    requestHash: text("request_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    uniqueIndex("tickets_user_idempotency_uq").on(t.userId, t.idempotencyKey),
    index("tickets_draw_user_idx").on(t.drawId, t.userId),
    index("tickets_user_idx").on(t.userId, t.id),
    check("tickets_stake_chk", sql`${t.totalStakeCentavos} > 0`),
  ],
);
export type TicketRow = typeof tickets.$inferSelect;

/**
 * One line of a ticket. What it pays if it hits is fixed when it is accepted (`payout_if_hit_centavos`), so
 * settlement only finds the hits: straight lines by `combination`, rambolito lines by `digits_key` (the digits
 * sorted). Outcomes are not written per line: a line won if its draw is settled and it hits (views derive it), so
 * settling a draw of a million lines touches only its winners.
 */
export const ticketLines = pgTable(
  "ticket_lines",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ticketId: bigint("ticket_id", { mode: "number" })
      .notNull()
      .references(() => tickets.id),
    drawId: integer("draw_id").notNull(),
    userId: integer("user_id").notNull(),
    lineNo: smallint("line_no").notNull(),
    combination: text("combination").notNull(),
    form: text("form").notNull(),
    digitsKey: text("digits_key").notNull(),
    permutations: smallint("permutations").notNull(),
    stakeCentavos: bigint("stake_centavos", { mode: "number" }).notNull(),
    multiplierHundredths: integer("multiplier_hundredths").notNull(),
    payoutIfHitCentavos: bigint("payout_if_hit_centavos", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("ticket_lines_ticket_line_uq").on(t.ticketId, t.lineNo),
    index("ticket_lines_draw_straight_idx").on(t.drawId, t.combination).where(sql`${t.form} = 'straight'`),
    index("ticket_lines_draw_rambolito_idx").on(t.drawId, t.digitsKey).where(sql`${t.form} = 'rambolito'`),
    check("ticket_lines_form_chk", sql`${t.form} in ('straight','rambolito')`),
    check("ticket_lines_stake_chk", sql`${t.stakeCentavos} > 0`),
    check("ticket_lines_combination_chk", sql`${t.combination} ~ '^[0-9]{2,3}$'`),
  ],
);
export type TicketLineRow = typeof ticketLines.$inferSelect;

/*
 * What other modules' SQL reads of draws, tickets and lines (docs/architecture.md: each module's tables are its own;
 * accounting's classification, the integrity watch, notices' subjects). Created by migration 0018 with their columns
 * listed, so the tables may change and the views stay; plain projections the planner inlines.
 */

export const drawsView = pgView("draws_view", {
  id: integer("id").notNull(),
  game: text("game").notNull(),
  state: text("state").notNull(),
  result: text("result"),
  drawAt: timestamp("draw_at", { withTimezone: true }).notNull(),
}).existing();

export const ticketsView = pgView("tickets_view", {
  id: bigint("id", { mode: "number" }).notNull(),
  drawId: integer("draw_id").notNull(),
  userId: integer("user_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
}).existing();

export const ticketLinesView = pgView("ticket_lines_view", {
  id: bigint("id", { mode: "number" }).notNull(),
  ticketId: bigint("ticket_id", { mode: "number" }).notNull(),
  drawId: integer("draw_id").notNull(),
  userId: integer("user_id").notNull(),
  combination: text("combination").notNull(),
  form: text("form").notNull(),
  digitsKey: text("digits_key").notNull(),
  stakeCentavos: bigint("stake_centavos", { mode: "number" }).notNull(),
}).existing();
