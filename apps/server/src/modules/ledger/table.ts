import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
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

/** A PostgreSQL xid8 (64-bit transaction id), as text: accounting's fold watermark compares them. */
export const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => "xid8" });

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
    /** Stored balance of each side right after this transfer; null on system sides (their balance is derived). */
    debitBalanceAfterCentavos: bigint("debit_balance_after_centavos", { mode: "number" }),
    creditBalanceAfterCentavos: bigint("credit_balance_after_centavos", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The writing transaction's id: accounting folds transfers in (xid, id) order below the oldest open one. */
    createdXid: xid8("created_xid").notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index("ledger_transfers_xid_idx").on(t.createdXid, t.id),
    // Reports and exports read a date range of transfers (accounting: an agent's contests, the transfers sheet).
    index("ledger_transfers_created_idx").on(t.createdAt, t.id),
    index("ledger_transfers_debit_idx").on(t.debitAccountId, t.id),
    index("ledger_transfers_credit_idx").on(t.creditAccountId, t.id),
    index("ledger_transfers_ref_idx").on(t.refType, t.refId),
    check("ledger_transfers_amount_chk", sql`${t.amountCentavos} > 0`),
    check("ledger_transfers_distinct_chk", sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;

/**
 * A request that moves money is done once per (actor, key); repeats get the first answer back. The row is inserted
 * first in the request's transaction (response null) and completed at its end, so a concurrent duplicate waits on
 * the primary key until the first commits or rolls back.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    actorId: integer("actor_id").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.actorId, t.key] })],
);

/**
 * What a user owes after a recovery (master revert) found too little in their points wallet. The bank advanced the
 * shortfall; the user's next credits into points pay it back (DEBT_COLLECTION transfers to the bank). A user
 * balance never goes below zero: the debt lives here. `outstandingCentavos` is a cache of
 * original − collections that `checkLedger` verifies against the transfers.
 */
export const ledgerDebts = pgTable(
  "ledger_debts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    originalCentavos: bigint("original_centavos", { mode: "number" }).notNull(),
    outstandingCentavos: bigint("outstanding_centavos", { mode: "number" }).notNull(),
    refType: text("ref_type"),
    refId: text("ref_id"),
    memo: text("memo"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    index("ledger_debts_open_idx").on(t.userId, t.id).where(sql`${t.outstandingCentavos} > 0`),
    check(
      "ledger_debts_amounts_chk",
      sql`${t.originalCentavos} > 0 and ${t.outstandingCentavos} >= 0 and ${t.outstandingCentavos} <= ${t.originalCentavos}`,
    ),
  ],
);
export type LedgerDebtRow = typeof ledgerDebts.$inferSelect;

/*
 * What other modules' SQL reads of the ledger (docs/architecture.md: each module's tables are its own; accounting's
 * classification and fold, the integrity watch, the related-agents report). Created by migration 0018 with their
 * columns listed, so the tables may change and the views stay; plain projections the planner inlines.
 */

/** The transfers, without the ledger's own bookkeeping (memo, actor, balances after). */
export const ledgerTransfersView = pgView("ledger_transfers_view", {
  id: bigint("id", { mode: "number" }).notNull(),
  createdXid: xid8("created_xid").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  code: text("code").notNull(),
  amountCentavos: bigint("amount_centavos", { mode: "number" }).notNull(),
  debitAccountId: integer("debit_account_id").notNull(),
  creditAccountId: integer("credit_account_id").notNull(),
  reversesTransferId: bigint("reverses_transfer_id", { mode: "number" }),
  refType: text("ref_type"),
  refId: text("ref_id"),
}).existing();

/** The accounts: whose, what for, and a user account's stored balance (read only: money moves through the service). */
export const ledgerAccountsView = pgView("ledger_accounts_view", {
  id: integer("id").notNull(),
  kind: text("kind").notNull(),
  ownerUserId: integer("owner_user_id"),
  purpose: text("purpose").notNull(),
  balanceCentavos: bigint("balance_centavos", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
}).existing();

/** The debts: whose, and what they arose from (a debt's transfers count for what it references). */
export const ledgerDebtsView = pgView("ledger_debts_view", {
  id: bigint("id", { mode: "number" }).notNull(),
  userId: integer("user_id").notNull(),
  refType: text("ref_type"),
  refId: text("ref_id"),
}).existing();
