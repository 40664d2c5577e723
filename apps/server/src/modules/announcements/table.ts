import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Site-wide settings set by staff, such as the announcement. */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer("updated_by"),
});
