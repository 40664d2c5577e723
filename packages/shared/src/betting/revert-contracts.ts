import { z } from "zod";
import { centavosSchema } from "../contracts/fields.ts";
import { idempotentBodySchema } from "../contracts/idempotency.ts";
import { fightResultSchema } from "./contracts.ts";
import { fightViewSchema } from "./fight-contracts.ts";

/** Master revert of a settled fight: the reason asked, the preview, and what it did. */

export const revertReasonSchema = z.object({
  reason: z.string({ error: "A reason is required" }).trim().min(3, "A reason is required").max(500),
});
export const revertBodySchema = revertReasonSchema.extend(idempotentBodySchema.shape);

export const revertAccountMoveSchema = z.object({
  accountId: z.number().int(),
  ownerUserId: z.number().int().nullable(),
  username: z.string().nullable(),
  purpose: z.string(),
  /** Net change of the account by the revert (negative: taken back). */
  changeCentavos: centavosSchema,
});

export const revertShortfallSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  purpose: z.string(),
  owedCentavos: centavosSchema,
  availableCentavos: centavosSchema,
  /** What the balance cannot cover: it becomes the user's debt, collected from their next credits. */
  shortfallCentavos: centavosSchema,
});

/** What a revert moves (previewed, then done): each account's net change and what becomes a debt. */
const revertMovesSchema = z.object({
  accounts: z.array(revertAccountMoveSchema),
  shortfalls: z.array(revertShortfallSchema),
});

export const revertPreviewSchema = revertMovesSchema.extend({
  fightId: z.number().int(),
  fightNumber: z.number().int(),
  result: fightResultSchema,
  transferCount: z.number().int(),
});
export type RevertPreview = z.infer<typeof revertPreviewSchema>;

export const revertAnswerSchema = revertMovesSchema.extend({
  fight: fightViewSchema,
  reversedTransfers: z.number().int(),
});
export type RevertAnswer = z.infer<typeof revertAnswerSchema>;
