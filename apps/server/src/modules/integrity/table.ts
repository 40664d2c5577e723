import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { xid8 } from "../ledger/table.ts";
import { users } from "../users/table.ts";

/**
 * An alert of the integrity watch (docs/decisions/0016-integrity-watch.md): one per signal kind and subject (a fight
 * and side, a draw and combination, a player and day), so a scan run twice, or by two processes, raises it once.
 */
export const integrityAlerts = pgTable(
  "integrity_alerts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    score: integer("score").notNull(),
    evidence: jsonb("evidence").notNull(),
    /** The accounts the evidence names, for the queue's filter and the suspend action. */
    accountIds: integer("account_ids").array().notNull().default(sql`'{}'::int[]`),
    /** "fight:12" or "draw:40" when the alert is about one contest (the operator console shows those at once). */
    contest: text("contest"),
    status: text("status").notNull().default("new"),
    assignedTo: integer("assigned_to").references(() => users.id),
    raisedAt: timestamp("raised_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: integer("closed_by").references(() => users.id),
  },
  (t) => [
    uniqueIndex("integrity_alerts_kind_subject_uq").on(t.kind, t.subject),
    index("integrity_alerts_open_idx").on(t.raisedAt).where(sql`${t.status} in ('new','assigned')`),
    check("integrity_alerts_status_chk", sql`${t.status} in ('new','assigned','benign','confirmed')`),
    check("integrity_alerts_score_chk", sql`${t.score} between 0 and 100`),
  ],
);

/** A reviewer's case notes on an alert, append-only. */
export const integrityNotes = pgTable(
  "integrity_notes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    alertId: integer("alert_id")
      .notNull()
      .references(() => integrityAlerts.id),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    body: text("body").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("integrity_notes_alert_idx").on(t.alertId)],
);

/**
 * One row: the thresholds (`@sabong/shared/integrity` IntegrityThresholds; null = the defaults) and how far the money
 * scan has read the ledger, so each tick reads only the transfers that are new.
 */
export const integrityState = pgTable(
  "integrity_state",
  {
    id: integer("id").primaryKey().default(1),
    thresholds: jsonb("thresholds"),
    /** The money watch's mark (readers.ts `playersWithNewMoney`): every transfer up to (xid, id) was looked at. */
    scannedXid: xid8("scanned_xid").notNull().default(sql`'0'::xid8`),
    scannedTransferId: bigint("scanned_transfer_id", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("integrity_state_one_row_chk", sql`${t.id} = 1`)],
);

/** The contests ("fight:12", "draw:40") already scanned: each is scanned once, when it closes or settles. */
export const integrityScans = pgTable("integrity_scans", {
  contest: text("contest").primaryKey(),
  scannedAt: timestamp("scanned_at", { withTimezone: true }).notNull().defaultNow(),
});
