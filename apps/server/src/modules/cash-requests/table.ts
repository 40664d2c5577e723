import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea } from "../../db/bytea.ts";
import { users } from "../users/table.ts";

/**
 * A player's cash-in or cash-out request (docs/decisions/0015-cash-requests.md). The row is its own idempotency
 * record: approval locks it, moves the money once and keeps the transfer's id (unique), so a repeat finds it done.
 */
export const cashRequests = pgTable(
  "cash_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer("player_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").notNull(),
    desk: text("desk").notNull(),
    /** The upline agent asked (desk "upline"); null when any cashier may handle it. */
    handlerId: integer("handler_id").references(() => users.id),
    state: text("state").notNull().default("pending"),
    amountCentavos: bigint("amount_centavos", { mode: "number" }).notNull(),
    eWallet: text("e_wallet").notNull(),
    reference: text("reference"),
    walletNumber: text("wallet_number"),
    reason: text("reason"),
    decidedBy: integer("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    transferId: bigint("transfer_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cash_requests_player_idx").on(t.playerId, t.id),
    index("cash_requests_handler_pending_idx").on(t.handlerId, t.id).where(sql`${t.state} = 'pending'`),
    index("cash_requests_desk_pending_idx").on(t.desk, t.id).where(sql`${t.state} = 'pending'`),
    uniqueIndex("cash_requests_transfer_idx").on(t.transferId),
    check("cash_requests_kind_chk", sql`${t.kind} in ('cash-in', 'cash-out')`),
    check("cash_requests_desk_chk", sql`${t.desk} in ('upline', 'cashier')`),
    check("cash_requests_state_chk", sql`${t.state} in ('pending', 'approved', 'rejected', 'cancelled')`),
    check("cash_requests_e_wallet_chk", sql`${t.eWallet} in ('gcash', 'maya')`),
    check("cash_requests_amount_chk", sql`${t.amountCentavos} > 0`),
    check("cash_requests_handler_chk", sql`(${t.desk} = 'upline') = (${t.handlerId} is not null)`),
    check("cash_requests_approved_chk", sql`(${t.state} = 'approved') = (${t.transferId} is not null)`),
  ],
);

/** The payment's screenshot, metadata stripped; shown only to whoever may handle the request and to admins. */
export const cashRequestScreenshots = pgTable(
  "cash_request_screenshots",
  {
    requestId: integer("request_id")
      .primaryKey()
      .references(() => cashRequests.id),
    mime: text("mime").notNull(),
    bytes: bytea("bytes").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
  },
  (t) => [check("cash_request_screenshots_mime_chk", sql`${t.mime} in ('image/jpeg', 'image/png')`)],
);
