import { z } from "zod";
import { idempotencyKeySchema } from "../contracts/idempotency.ts";
import { identitySubmissionBodySchema, kycStatusSchema, reviewDecisionBodySchema } from "./contracts.ts";
import { EXCLUSION_KINDS } from "./exclusion.ts";
import { ID_TYPES } from "./id-types.ts";
import { MAX_IMAGE_BYTES } from "./images.ts";

/**
 * The identity routes' bodies and answers (docs/decisions/0013). Images travel as base64 in JSON (the server has no
 * multipart parser): the length bound below refuses a picture over 5 MB before it is decoded.
 */
export const MAX_IMAGE_BASE64_LENGTH = Math.ceil(MAX_IMAGE_BYTES / 3) * 4;

const base64Image = (field: string) =>
  z
    .string({ error: () => `${field} is required` })
    .min(1, `${field} is required`)
    .max(MAX_IMAGE_BASE64_LENGTH, "The photo is larger than 5 MB")
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, `${field} must be a picture sent as base64`);

export const identityUploadBodySchema = z.object({
  identity: identitySubmissionBodySchema,
  idPhoto: base64Image("The photo of the ID"),
  selfie: base64Image("The selfie holding the ID"),
  idempotencyKey: idempotencyKeySchema,
});
export type IdentityUploadBody = z.infer<typeof identityUploadBodySchema>;

/** The player's own view: the status, what it allows, and the reviewer's words; never the images. */
export const identityViewSchema = z.object({
  status: kycStatusSchema,
  allows: z.object({ bet: z.boolean(), load: z.boolean(), lookAround: z.boolean() }),
  submittedAt: z.string().nullable(),
  /** The reason of a rejection or closure, or what to send when asked for more. */
  message: z.string().nullable(),
});
export type IdentityView = z.infer<typeof identityViewSchema>;

export const IMAGE_KINDS = ["id", "selfie"] as const;
export const imageKindParamSchema = z.enum(IMAGE_KINDS, { error: () => "Choose the id or the selfie image" });

const accountMatchSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  on: z.array(z.enum(["id-number", "mobile", "name-birth-date"])),
});

export const queueItemSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  birthDate: z.string(),
  ageYears: z.number().int(),
  address: z.string(),
  nationality: z.string(),
  occupation: z.string(),
  governmentEmployee: z.boolean(),
  militaryOrPolice: z.boolean(),
  operatorEmployee: z.boolean(),
  mobile: z.string(),
  idType: z.enum(ID_TYPES),
  idNumber: z.string(),
  submittedAt: z.string(),
  exclusionMatches: z.array(z.enum(EXCLUSION_KINDS)),
  otherAccounts: z.array(accountMatchSchema),
});
export type QueueItem = z.infer<typeof queueItemSchema>;
export const complianceQueueSchema = z.object({ items: z.array(queueItemSchema) });

export const decideBodySchema = z.object({ decision: reviewDecisionBodySchema, idempotencyKey: idempotencyKeySchema });
export const decisionResultSchema = z.object({ id: z.number().int(), status: kycStatusSchema });
