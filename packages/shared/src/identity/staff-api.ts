import { z } from "zod";
import { idempotencyKeySchema } from "../contracts/idempotency.ts";
import { isCalendarDate } from "../time/manila.ts";
import { kycStatusSchema, note } from "./contracts.ts";
import { STAFF_SETTABLE_STATUSES } from "./status.ts";

/**
 * The staff side of know-your-customer beyond the review (docs/decisions/0013): the platform setting of what waiting
 * statuses allow, a status set by hand, and the integrity report of players served by agents not their own.
 */

/** `KycAccessSetting` on the wire: what a player still waiting (unverified, under review, asked for more) may do. */
export const kycAccessSettingSchema = z.object({
  waitingMayBet: z.boolean({ error: () => "Say whether a waiting player may bet" }),
  waitingMayBeLoaded: z.boolean({ error: () => "Say whether a waiting player may be loaded" }),
});

/** The setting as the admin reads it: who changed it last, and when (null: never changed, the default). */
export const kycAccessSettingViewSchema = kycAccessSettingSchema.extend({
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type KycAccessSettingView = z.infer<typeof kycAccessSettingViewSchema>;

export const staffSettableStatusSchema = z.enum(STAFF_SETTABLE_STATUSES, {
  error: () => "Choose not verified, verified, rejected or closed",
});

/** `PUT /api/compliance/players/:id/status`. */
export const playerStatusBodySchema = z.object({
  status: staffSettableStatusSchema,
  reason: note("The reason for the change"),
  idempotencyKey: idempotencyKeySchema,
});
export type PlayerStatusBody = z.infer<typeof playerStatusBodySchema>;

export const playerStatusResultSchema = z.object({
  userId: z.number().int(),
  before: kycStatusSchema,
  status: kycStatusSchema,
  /** Points returned to the upline when the account was closed (0 otherwise). */
  returnedCentavos: z.number().int(),
  /** Who got them (null when nothing moved). */
  returnedTo: z.string().nullable(),
});
export type PlayerStatusResult = z.infer<typeof playerStatusResultSchema>;

const dateField = (field: string) =>
  z.string({ error: () => `${field} is required` }).refine(isCalendarDate, `${field} must look like 2026-11-27`);

/** `GET /api/admin/integrity/related-agents`: a range of Manila days, and how many loading agents count as many. */
export const relatedAgentsQuerySchema = z
  .object({
    from: dateField("From"),
    to: dateField("To"),
    minLoadAgents: z.coerce
      .number({ error: () => "The number of agents must be a whole number" })
      .int("The number of agents must be a whole number")
      .min(2, "Count at least 2 agents")
      .max(100, "Count at most 100 agents")
      .default(3),
  })
  .refine((q) => q.from <= q.to, { message: "From must be on or before To", path: ["to"] });
export type RelatedAgentsQuery = z.infer<typeof relatedAgentsQuerySchema>;

const agentRef = z.object({ userId: z.number().int(), username: z.string() });

export const relatedAgentsRowSchema = z.object({
  player: agentRef,
  upline: agentRef.nullable(),
  /** Withdrawals in the range by someone other than the upline, per agent. */
  withdrawnByOthers: z.array(agentRef.extend({ amountCentavos: z.number().int(), count: z.number().int() })),
  /** Every agent that loaded the player in the range (listed when there were at least `minLoadAgents`). */
  loadedBy: z.array(agentRef.extend({ amountCentavos: z.number().int(), count: z.number().int() })),
  reasons: z.array(z.enum(["withdrawn-by-other-agent", "loaded-by-many-agents"])),
});
export type RelatedAgentsRow = z.infer<typeof relatedAgentsRowSchema>;
export const relatedAgentsReportSchema = z.object({ rows: z.array(relatedAgentsRowSchema) });
export type RelatedAgentsReport = z.infer<typeof relatedAgentsReportSchema>;
