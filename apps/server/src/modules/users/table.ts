import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, date, index, integer, pgTable, pgView, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every person who signs in. `type` is the token type (admin, user, player, staff, staff2);
 * agents are `user` with their place in the chain in `agentType`.
 * Percentages are basis points (250 = 2.5%) so that commission maths stays integer.
 */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    username: text("username").notNull().unique(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    type: text("type").notNull(),
    agentType: text("agent_type"),
    uplineId: integer("upline_id").references((): AnyPgColumn => users.id),
    refCode: text("ref_code").notNull().unique(),
    status: text("status").notNull().default("active"),
    sabongBp: integer("sabong_bp").notNull().default(0),
    pick2Bp: integer("pick2_bp").notNull().default(0),
    pick3Bp: integer("pick3_bp").notNull().default(0),
    gameEndingBp: integer("game_ending_bp").notNull().default(0),
    suertresBp: integer("suertres_bp").notNull().default(0),
    failedLogins: integer("failed_logins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /**
     * Moves on each action that ends all the user's sessions (password change or reset, suspension): device cookies
     * carry the value they were issued under, so those actions revoke them too (docs/decisions/0010).
     */
    sessionGeneration: integer("session_generation").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: integer("approved_by"),
    /** Know-your-customer status (`@sabong/shared/identity` KYC_STATUSES): the money paths read this one column. */
    kycStatus: text("kyc_status").notNull().default("unverified"),
    /** Given at registration (YYYY-MM-DD); null for accounts opened before it was asked. */
    birthDate: date("birth_date", { mode: "string" }),
    /** Given at registration, canonical (+639171234567); null for accounts opened before it was asked. */
    mobile: text("mobile"),
  },
  (t) => [
    index("users_upline_idx").on(t.uplineId),
    check("users_type_chk", sql`${t.type} in ('admin','user','player','staff','staff2')`),
    check(
      "users_agent_type_chk",
      sql`(${t.type} = 'user') = (${t.agentType} is not null) and (${t.agentType} is null or ${t.agentType} in ('incorporator','sub-operator','master-agent','gold-agent','loader'))`,
    ),
    check("users_status_chk", sql`${t.status} in ('pending','active','suspended')`),
    check(
      "users_kyc_status_chk",
      sql`${t.kycStatus} in ('unverified','under-review','more-info-requested','verified','rejected','closed')`,
    ),
    check(
      "users_bp_chk",
      sql`${t.sabongBp} between 0 and 10000 and ${t.pick2Bp} between 0 and 10000 and ${t.pick3Bp} between 0 and 10000 and ${t.gameEndingBp} between 0 and 10000 and ${t.suertresBp} between 0 and 10000`,
    ),
  ],
);
export type UserRow = typeof users.$inferSelect;

/**
 * What other modules' SQL reads of a user (docs/architecture.md: each module's tables are its own): names, role,
 * place in the tree, status, identity status and commission rates; never the password, the sign-in counters or the
 * contact details. Created by migration 0018 with its columns listed, so the table may change and the view stay.
 */
export const usersView = pgView("users_view", {
  id: integer("id").notNull(),
  username: text("username").notNull(),
  name: text("name").notNull(),
  type: text("type").notNull(),
  agentType: text("agent_type"),
  uplineId: integer("upline_id"),
  status: text("status").notNull(),
  kycStatus: text("kyc_status").notNull(),
  sabongBp: integer("sabong_bp").notNull(),
  pick2Bp: integer("pick2_bp").notNull(),
  pick3Bp: integer("pick3_bp").notNull(),
  gameEndingBp: integer("game_ending_bp").notNull(),
  suertresBp: integer("suertres_bp").notNull(),
}).existing();
