import { z } from "zod";

/** Games that pay commission; each has its own commission wallet (spec section 3: five commission fields). */
export const COMMISSION_GAMES = ["sabong", "pick2", "pick3", "game-ending", "suertres"] as const;
export type CommissionGame = (typeof COMMISSION_GAMES)[number];

/** Why money moved; the code on every ledger transfer and the wallet log's filter. */
export const TRANSFER_CODES = [
  "MINT",
  "LOAD",
  "WITHDRAW",
  "COMMISSION_CONVERT",
  "COMMISSION",
  "BET",
  "PAYOUT",
  "REFUND",
  "PLASADA",
  "ROUNDING",
  "DRAW_FUNDING",
  "REVERSAL",
  "DEBT_ADVANCE",
  "DEBT_COLLECTION",
] as const;
export type TransferCodeName = (typeof TRANSFER_CODES)[number];

/** Largest single movement: 10 billion pesos; far above any real load, far below 2^53. */
export const MAX_AMOUNT_CENTAVOS = 1_000_000_000_000;

/**
 * Money in requests: a JSON number of whole centavos, more than zero. Strings ("100"), fractions, NaN and huge values
 * are refused rather than coerced: a client that sends pesos by mistake must fail loudly, not move 1/100 of it.
 */
export const amountCentavosSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined ? "amountCentavos is required" : "amountCentavos must be a number of centavos",
  })
  .int("amountCentavos must be a whole number of centavos")
  .positive("amountCentavos must be more than zero")
  .max(MAX_AMOUNT_CENTAVOS, "amountCentavos is too large");

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,100}$/;

/** Every request that moves money carries one; a repeat with the same key gets the first answer back. */
export const idempotencyKeySchema = z
  .string({
    error: (issue) => (issue.input === undefined ? "idempotencyKey is required" : "idempotencyKey must be text"),
  })
  .regex(IDEMPOTENCY_KEY_PATTERN, "idempotencyKey must be 8 to 100 characters: letters, digits, _ - : .");

/** User ids are PostgreSQL `integer`s: anything beyond is refused here rather than by the database (a 500). */
export const MAX_USER_ID = 2_147_483_647;

export const targetUserIdSchema = z
  .number({
    error: (issue) => (issue.input === undefined ? "targetUserId is required" : "targetUserId must be a number"),
  })
  .int("targetUserId must be a whole number")
  .positive("targetUserId must be a positive number")
  .max(MAX_USER_ID, "targetUserId is not a valid user id");

export const mintRequestSchema = z.object({
  amountCentavos: amountCentavosSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type MintRequest = z.infer<typeof mintRequestSchema>;
export const mintResponseSchema = z.object({ transferId: z.number(), balanceCentavos: z.number() });
export type MintResponse = z.infer<typeof mintResponseSchema>;

/** Load (caller's points → target's points) and withdraw (target's points → caller's points). */
export const pointsMoveRequestSchema = z.object({
  targetUserId: targetUserIdSchema,
  amountCentavos: amountCentavosSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type PointsMoveRequest = z.infer<typeof pointsMoveRequestSchema>;
export const pointsMoveResponseSchema = z.object({
  transferId: z.number(),
  actorBalanceCentavos: z.number(),
  targetBalanceCentavos: z.number(),
  /** Part of the credit that went straight to paying an earlier debt of the credited user (see docs/decisions/0002). */
  debtCollectedCentavos: z.number(),
});
export type PointsMoveResponse = z.infer<typeof pointsMoveResponseSchema>;

export const commissionConvertRequestSchema = z.object({
  game: z.enum(COMMISSION_GAMES, { error: `game must be one of ${COMMISSION_GAMES.join(", ")}` }),
  amountCentavos: amountCentavosSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type CommissionConvertRequest = z.infer<typeof commissionConvertRequestSchema>;
export const commissionConvertResponseSchema = z.object({
  transferId: z.number(),
  pointsCentavos: z.number(),
  commissionCentavos: z.number(),
  debtCollectedCentavos: z.number(),
});
export type CommissionConvertResponse = z.infer<typeof commissionConvertResponseSchema>;

export const downlineSearchQuerySchema = z.object({ q: z.string().trim().max(64).default("") });
export const downlineSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  type: z.string(),
  agentType: z.string().nullable(),
  status: z.string(),
  pointsCentavos: z.number(),
  commissionCentavos: z.number(),
});
export type Downline = z.infer<typeof downlineSchema>;
export const downlineSearchResponseSchema = z.object({ items: z.array(downlineSchema) });

/** A date (YYYY-MM-DD, a Manila calendar day) or an ISO date-time with offset. */
const dateFilterSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: "Dates must look like 2025-01-31 or 2025-01-31T08:00:00+08:00",
});

export const WALLET_LOG_ACCOUNTS = ["all", "points", "commission"] as const;
export type WalletLogAccounts = (typeof WALLET_LOG_ACCOUNTS)[number];
export const WALLET_LOG_MAX_PAGE_SIZE = 100;

export const walletLogFilterSchema = z.object({
  from: dateFilterSchema.optional(),
  to: dateFilterSchema.optional(),
  code: z.enum(TRANSFER_CODES, { error: "Unknown transfer code" }).optional(),
  counterparty: z.string().trim().max(64).optional(),
  account: z.enum(WALLET_LOG_ACCOUNTS).default("all"),
  /** Whose log: the caller's by default; an upline may read a downline's (same tree rule as loads). */
  userId: z.coerce.number().int().positive().max(MAX_USER_ID).optional(),
});
export type WalletLogFilter = z.infer<typeof walletLogFilterSchema>;

export const walletLogQuerySchema = walletLogFilterSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(WALLET_LOG_MAX_PAGE_SIZE).default(20),
});
export type WalletLogQuery = z.infer<typeof walletLogQuerySchema>;

/** One leg of a transfer seen from one of the user's wallets; a transfer between two of them shows twice. */
export const walletLogItemSchema = z.object({
  transferId: z.number(),
  at: z.string(),
  code: z.string(),
  account: z.string(),
  /** Signed: positive when the wallet received money. */
  amountCentavos: z.number(),
  balanceAfterCentavos: z.number().nullable(),
  /** Username of the other wallet's owner, or the system account ("bank", "house:sabong", ...). */
  counterparty: z.string(),
  counterpartyUserId: z.number().nullable(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  memo: z.string().nullable(),
});
export type WalletLogItem = z.infer<typeof walletLogItemSchema>;
export const walletLogPageSchema = z.object({
  items: z.array(walletLogItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type WalletLogPage = z.infer<typeof walletLogPageSchema>;

/** Pushed to a user's room after every committed change to their wallets. */
export const balanceEventSchema = z.object({
  pointsCentavos: z.number(),
  commissionCentavos: z.number(),
  commissionByGameCentavos: z.record(z.enum(COMMISSION_GAMES), z.number()),
  debtCentavos: z.number(),
});
export type BalanceEvent = z.infer<typeof balanceEventSchema>;

export const WALLET_SOCKET_EVENTS = { balance: "balance" } as const;
