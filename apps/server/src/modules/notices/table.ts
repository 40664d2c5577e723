import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/table.ts";

/**
 * Notices no money movement carries (limits changed, identity decided, a cash request decided, an account suspended),
 * written by `recordNotice`. Wins, refunds, corrections, loads and withdrawals are not here: they are read from the
 * player's ledger transfers, so a settlement writes no row per winner (docs/decisions/0014-notices.md).
 */
export const notices = pgTable(
  "notices",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    amountCentavos: bigint("amount_centavos", { mode: "number" }),
    /** What it is about, for the screens that link to it ("cash-request", "42"). */
    refType: text("ref_type"),
    refId: text("ref_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notices_user_idx").on(t.userId, t.createdAt),
    check("notices_title_chk", sql`length(${t.title}) between 1 and 200`),
  ],
);
export type NoticeRow = typeof notices.$inferSelect;

/** Each user's read mark: every notice (row or transfer) created before `readBefore` is read. Never moves back. */
export const noticeReads = pgTable("notice_reads", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  readBefore: timestamp("read_before", { withTimezone: true }).notNull(),
});
