import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../users/table.ts";

/**
 * Ledger accounts. User accounts (kind 'user') keep a stored balance that the database refuses to take below zero.
 * System accounts (kind 'system': bank, house, escrow, rounding) keep no stored balance: theirs is derived from
 * their transfers, so thousands of bets a second never queue on one hot row (docs/decisions/0002-ledger.md).
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    ownerUserId: integer("owner_user_id").references(() => users.id),
    purpose: text("purpose").notNull(),
    balanceCentavos: bigint("balance_centavos", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_accounts_user_purpose_uq").on(t.ownerUserId, t.purpose),
    uniqueIndex("ledger_accounts_system_purpose_uq").on(t.purpose).where(sql`${t.ownerUserId} is null`),
    check(
      "ledger_accounts_balance_chk",
      sql`(${t.kind} = 'user' and ${t.ownerUserId} is not null and ${t.balanceCentavos} is not null and ${t.balanceCentavos} >= 0)
        or (${t.kind} = 'system' and ${t.ownerUserId} is null and ${t.balanceCentavos} is null)`,
    ),
  ],
);
export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

/** Immutable double-entry movements: money leaves `debitAccountId` and arrives in `creditAccountId`. */
export const ledgerTransfers = pgTable(
  "ledger_transfers",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    debitAccountId: integer("debit_account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: integer("credit_account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCentavos: bigint("amount_centavos", { mode: "number" }).notNull(),
    code: text("code").notNull(),
    refType: text("ref_type"),
    refId: text("ref_id"),
    actorId: integer("actor_id"),
    reversesTransferId: bigint("reverses_transfer_id", { mode: "number" }),
    memo: text("memo"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_transfers_debit_idx").on(t.debitAccountId, t.id),
    index("ledger_transfers_credit_idx").on(t.creditAccountId, t.id),
    index("ledger_transfers_ref_idx").on(t.refType, t.refId),
    check("ledger_transfers_amount_chk", sql`${t.amountCentavos} > 0`),
    check("ledger_transfers_distinct_chk", sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;

/** A request that moves money is done once per (actor, key); repeats get the first answer back. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    actorId: integer("actor_id").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    response: jsonb("response").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.actorId, t.key] })],
);
