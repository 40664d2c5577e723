import { index, integer, pgTable, pgView, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/table.ts";

/** A signed-in session; its id rides in the token, so revoking the row ends the session everywhere. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /**
     * The random id the web app keeps in the browser (X-Device-Id; no fingerprint): the integrity watch links
     * accounts signed in from one device (docs/decisions/0016-integrity-watch.md). Null from other clients.
     */
    deviceId: text("device_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_device_idx").on(t.deviceId)],
);

/**
 * What other modules' SQL reads of sessions: who signed in from which device and address (the integrity watch's
 * links). Created by migration 0018 with its columns listed (docs/architecture.md: each module's tables are its own).
 */
export const sessionsView = pgView("sessions_view", {
  userId: integer("user_id").notNull(),
  deviceId: text("device_id"),
  ip: text("ip"),
}).existing();
