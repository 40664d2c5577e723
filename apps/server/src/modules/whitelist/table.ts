import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/table.ts";

/**
 * Addresses admin and staff may log in from. An empty list means no restriction, so a fresh install is usable;
 * once it holds an entry, admin, staff and staff2 logins from anywhere else are refused.
 */
export const ipWhitelist = pgTable("ip_whitelist", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  /** Canonical address/prefix; a single address is stored as /32 (IPv4) or /128 (IPv6). */
  cidr: text("cidr").notNull().unique(),
  family: text("family").notNull(),
  note: text("note").notNull().default(""),
  createdBy: integer("created_by").references(() => users.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type IpWhitelistRow = typeof ipWhitelist.$inferSelect;
