import { z } from "zod";
import { queryIdSchema } from "../contracts/common.ts";
import { centavosSchema, isoDateTime } from "../contracts/fields.ts";
import { idempotencyKeySchema } from "../contracts/idempotency.ts";
import { MAX_IMAGE_BASE64_LENGTH } from "../identity/api.ts";
import { normalizeMobile } from "../identity/mobile.ts";
import { amountCentavosSchema } from "../wallet/contracts.ts";
import {
  CASH_REQUEST_DESKS,
  CASH_REQUEST_KINDS,
  CASH_REQUEST_STATES,
  E_WALLETS,
  normalizeReference,
  REFERENCE_PATTERN,
} from "./rules.ts";

/** The routes' bodies and answers (docs/decisions/0015-cash-requests.md). Messages are the player's plain words. */
export const cashRequestDeskSchema = z.enum(CASH_REQUEST_DESKS, {
  error: () => "Choose who you are asking: your agent or the cashier",
});
export const eWalletSchema = z.enum(E_WALLETS, { error: () => "Choose GCash or Maya" });

export const paymentReferenceSchema = z
  .string({ error: () => "Enter the payment's reference number" })
  .max(60, "The reference number is too long")
  .transform(normalizeReference)
  .refine((value) => REFERENCE_PATTERN.test(value), "The reference number must be 6 to 30 letters or digits");

export const walletNumberSchema = z
  .string({ error: () => "Enter the e-wallet's mobile number" })
  .max(40, "The mobile number is too long")
  .transform((text, ctx) => {
    const mobile = normalizeMobile(text);
    if (mobile === null) {
      ctx.addIssue({ code: "custom", message: "Enter a Philippine mobile number, like 0917 123 4567" });
      return z.NEVER;
    }
    return mobile;
  });

/** A screenshot of the payment: JPEG or PNG as base64 (checked by its bytes on the server), at most 5 MB. */
export const screenshotSchema = z
  .string({ error: () => "The screenshot must be a picture" })
  .min(1, "The screenshot is empty")
  .max(MAX_IMAGE_BASE64_LENGTH, "The screenshot is larger than 5 MB")
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, "The screenshot must be a picture sent as base64");

export const cashInBodySchema = z.object({
  desk: cashRequestDeskSchema,
  amountCentavos: amountCentavosSchema,
  eWallet: eWalletSchema,
  reference: paymentReferenceSchema,
  screenshot: screenshotSchema.optional(),
  idempotencyKey: idempotencyKeySchema,
});
export type CashInBody = z.input<typeof cashInBodySchema>;

export const cashOutBodySchema = z.object({
  desk: cashRequestDeskSchema,
  amountCentavos: amountCentavosSchema,
  eWallet: eWalletSchema,
  walletNumber: walletNumberSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type CashOutBody = z.input<typeof cashOutBodySchema>;

export const rejectBodySchema = z.object({
  reason: z
    .string({ error: () => "Say why the request is rejected" })
    .trim()
    .min(3, "Say why the request is rejected (at least 3 characters)")
    .max(200, "The reason must be at most 200 characters"),
});
export type RejectBody = z.infer<typeof rejectBodySchema>;

export const cashRequestIdParams = z.object({ id: queryIdSchema("id") });

const person = z.object({ userId: z.number(), username: z.string() });

export const cashRequestViewSchema = z.object({
  id: z.number(),
  kind: z.enum(CASH_REQUEST_KINDS),
  desk: z.enum(CASH_REQUEST_DESKS),
  state: z.enum(CASH_REQUEST_STATES),
  amountCentavos: centavosSchema,
  eWallet: z.enum(E_WALLETS),
  /** Cash in: the payment's reference. */
  reference: z.string().nullable(),
  /** Cash out: where the money goes (+639…). */
  walletNumber: z.string().nullable(),
  hasScreenshot: z.boolean(),
  player: person,
  /** The agent asked (upline desk); null for the cashiers' desk. */
  handler: person.nullable(),
  /** Who approved or rejected it. */
  decidedBy: person.nullable(),
  reason: z.string().nullable(),
  transferId: z.number().nullable(),
  createdAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
});
export type CashRequestView = z.infer<typeof cashRequestViewSchema>;

export const cashRequestListSchema = z.object({ items: z.array(cashRequestViewSchema) });
export type CashRequestList = z.infer<typeof cashRequestListSchema>;

/** The handler's queue: waiting requests oldest first, and the latest decided ones. */
export const cashRequestQueueSchema = z.object({
  pending: z.array(cashRequestViewSchema),
  recent: z.array(cashRequestViewSchema),
});
export type CashRequestQueue = z.infer<typeof cashRequestQueueSchema>;
