import { z } from "zod";
import { COMMISSION_GAMES } from "../commission/balances.ts";
import { MAX_DB_ID, queryIdSchema } from "../contracts/common.ts";
import { centavosFields, centavosSchema } from "../contracts/fields.ts";
import { idempotencyKeySchema } from "../contracts/idempotency.ts";
import { dateBoundSchema, pageOf, pageQueryFields } from "../contracts/paging.ts";
import { MAX_AMOUNT_CENTAVOS } from "../money/centavos.ts";
import { playerRestrictionSchema } from "../protection/player-restriction.ts";

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
  // A closed account's points handed back to its upline agent (decision 0013), who settles with the person.
  "CLOSURE_RETURN",
] as const;
export type TransferCodeName = (typeof TRANSFER_CODES)[number];

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

/** User ids are PostgreSQL `integer`s: anything beyond is refused here rather than by the database (a 500). */
export const MAX_USER_ID = MAX_DB_ID;

export const targetUserIdSchema = z
  .number({
    error: (issue) => (issue.input === undefined ? "targetUserId is required" : "targetUserId must be a number"),
  })
  .int("targetUserId must be a whole number")
  .positive("targetUserId must be a positive number")
  .max(MAX_USER_ID, "targetUserId is not a valid user id");

/** Every wallet money request: an amount and the client's idempotency key. */
const moneyRequestFields = { amountCentavos: amountCentavosSchema, idempotencyKey: idempotencyKeySchema };

/**
 * A transfer that credited someone. `debtCollectedCentavos`: the part of the credit that went straight to paying an
 * earlier debt of the credited user (see docs/decisions/0002).
 */
const creditingTransferFields = { transferId: z.number(), debtCollectedCentavos: centavosSchema };

export const mintRequestSchema = z.object(moneyRequestFields);
export type MintRequest = z.infer<typeof mintRequestSchema>;
export const mintResponseSchema = z.object({ transferId: z.number(), balanceCentavos: centavosSchema });
export type MintResponse = z.infer<typeof mintResponseSchema>;

/** Load (caller's points → target's points) and withdraw (target's points → caller's points). */
export const pointsMoveRequestSchema = z.object({ targetUserId: targetUserIdSchema, ...moneyRequestFields });
export type PointsMoveRequest = z.infer<typeof pointsMoveRequestSchema>;
export const pointsMoveResponseSchema = z.object({
  ...creditingTransferFields,
  ...centavosFields("actorBalance", "targetBalance"),
});
export type PointsMoveResponse = z.infer<typeof pointsMoveResponseSchema>;

export const commissionConvertRequestSchema = z.object({
  game: z.enum(COMMISSION_GAMES, { error: `game must be one of ${COMMISSION_GAMES.join(", ")}` }),
  ...moneyRequestFields,
});
export type CommissionConvertRequest = z.infer<typeof commissionConvertRequestSchema>;
export const commissionConvertResponseSchema = z.object({
  ...creditingTransferFields,
  ...centavosFields("points", "commission"),
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
  pointsCentavos: centavosSchema,
  commissionCentavos: centavosSchema,
  /** A player's running time-out or self-exclusion (null: none; absent on other users). */
  restriction: playerRestrictionSchema.optional(),
});
export type Downline = z.infer<typeof downlineSchema>;
export const downlineSearchResponseSchema = z.object({ items: z.array(downlineSchema) });

export const WALLET_LOG_ACCOUNTS = ["all", "points", "commission"] as const;
export type WalletLogAccounts = (typeof WALLET_LOG_ACCOUNTS)[number];

export const walletLogFilterSchema = z.object({
  from: dateBoundSchema.optional(),
  to: dateBoundSchema.optional(),
  code: z.enum(TRANSFER_CODES, { error: "Unknown transfer code" }).optional(),
  counterparty: z.string().trim().max(64).optional(),
  account: z.enum(WALLET_LOG_ACCOUNTS).default("all"),
  /** Whose log: the caller's by default; an upline may read a downline's (same tree rule as loads). */
  userId: queryIdSchema("userId").optional(),
});
export type WalletLogFilter = z.infer<typeof walletLogFilterSchema>;

export const walletLogQuerySchema = walletLogFilterSchema.extend(pageQueryFields());
export type WalletLogQuery = z.infer<typeof walletLogQuerySchema>;

/** One leg of a transfer seen from one of the user's wallets; a transfer between two of them shows twice. */
export const walletLogItemSchema = z.object({
  transferId: z.number(),
  at: z.string(),
  code: z.string(),
  account: z.string(),
  /** Signed: positive when the wallet received money. */
  amountCentavos: centavosSchema,
  balanceAfterCentavos: centavosSchema.nullable(),
  /** Username of the other wallet's owner, or the system account ("bank", "house:sabong", ...). */
  counterparty: z.string(),
  counterpartyUserId: z.number().nullable(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  memo: z.string().nullable(),
  /**
   * What the line belongs to, in words: "Arena · Fight 2 · bet #41", "Pick 3 · 4:00 PM · 27 Nov 2026 · ticket #12"
   * (absent where the line has no bet, fight, ticket or draw).
   */
  reference: z.string().nullable().optional(),
  /** The other side in words: a username, or what a person calls a system account ("The house", "Bank"). */
  counterpartyName: z.string().optional(),
});
export type WalletLogItem = z.infer<typeof walletLogItemSchema>;
export const walletLogPageSchema = pageOf(walletLogItemSchema);
export type WalletLogPage = z.infer<typeof walletLogPageSchema>;
