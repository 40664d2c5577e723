import { z } from "zod";
import { centavosSchema, isoDateTime } from "../contracts/fields.ts";
import { idempotencyKeySchema } from "../contracts/idempotency.ts";
import { pageOf, pageQueryFields } from "../contracts/paging.ts";
import { LIMIT_KEYS, type LimitKey } from "./limit-book.ts";
import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from "./play-time.ts";
import { EXCLUSION_LENGTHS, type ExclusionLength, TIME_OUT_LENGTHS, type TimeOutLength } from "./restrictions.ts";

/**
 * The player-protection API (docs/decisions/0011-player-protection.md). Routes:
 * - player: GET /api/protection; PUT /api/protection/limits/:key; POST /api/protection/limits/:key/cancel;
 *   POST /api/protection/time-out; POST /api/protection/self-exclusion; POST /api/protection/self-exclusion/extend;
 *   PUT /api/protection/reality-check; GET /api/protection/session; POST /api/protection/session/answer;
 *   GET /api/protection/statement (monthly loads and withdrawals), GET /api/protection/statement.xlsx (12 months).
 * - upline (the player's agents, lower only): GET /api/downline/:userId/protection,
 *   PUT /api/downline/:userId/protection/limits/:key, POST /api/downline/:userId/protection/limits/:key/cancel.
 * - admin: GET /api/admin/responsible-gaming (filters), GET /api/admin/responsible-gaming.xlsx,
 *   POST /api/admin/responsible-gaming/:userId/lift.
 */

export const limitKeySchema = z.enum(LIMIT_KEYS as [LimitKey, ...LimitKey[]], {
  error: () => "Not a limit this platform has",
});

/** A new value (centavos, or minutes for play time) or null to remove the limit. */
export const changeLimitBodySchema = z.object({
  value: z
    .number({ error: () => "The limit must be a number" })
    .int("The limit must be a whole number")
    .positive("The limit must be more than zero")
    .nullable(),
  idempotencyKey: idempotencyKeySchema,
});
export type ChangeLimitBody = z.infer<typeof changeLimitBodySchema>;

/** Cancelling a pending increase or removal: only the key (a retry answers the first answer). */
export const cancelLimitBodySchema = z.object({ idempotencyKey: idempotencyKeySchema });
export type CancelLimitBody = z.infer<typeof cancelLimitBodySchema>;

export const timeOutBodySchema = z.object({
  length: z.enum(TIME_OUT_LENGTHS as [TimeOutLength, ...TimeOutLength[]], {
    error: () => "Choose 24 hours, 7 days, 30 days or 6 weeks",
  }),
  idempotencyKey: idempotencyKeySchema,
});
export type TimeOutBody = z.infer<typeof timeOutBodySchema>;

export const selfExclusionBodySchema = z.object({
  length: z.enum(EXCLUSION_LENGTHS as [ExclusionLength, ...ExclusionLength[]], {
    error: () => "Choose 6 months, 1 year or 5 years",
  }),
  idempotencyKey: idempotencyKeySchema,
});
export type SelfExclusionBody = z.infer<typeof selfExclusionBodySchema>;

export const extendExclusionBodySchema = z.object({
  months: z
    .number({ error: () => "Give the months to add" })
    .int("Whole months only")
    .min(6, "Extend by 6 months or more"),
  idempotencyKey: idempotencyKeySchema,
});
export type ExtendExclusionBody = z.infer<typeof extendExclusionBodySchema>;

export const realityCheckBodySchema = z.object({
  minutes: z.union(
    REALITY_CHECK_MINUTES.map((m) => z.literal(m)) as unknown as [z.ZodLiteral<15>, z.ZodLiteral<30>, z.ZodLiteral<60>],
    { error: () => "Choose every 15, 30 or 60 minutes" },
  ),
});
export type RealityCheckBody = { minutes: RealityCheckMinutes };

export const sessionAnswerBodySchema = z.object({
  answer: z.enum(["continue", "break", "sign-out"], { error: () => "Choose Continue, Take a break or Sign out" }),
});
export type SessionAnswerBody = z.infer<typeof sessionAnswerBodySchema>;

export const liftBodySchema = z.object({
  writtenRequest: z.literal(true, { error: () => "Lifting needs the player's written request" }),
  reason: z
    .string({ error: () => "Give a reason" })
    .trim()
    .min(1, "Give a reason")
    .max(500, "The reason is too long"),
  idempotencyKey: idempotencyKeySchema,
});
export type LiftBody = z.infer<typeof liftBodySchema>;

const setterSchema = z.object({ userId: z.number(), role: z.enum(["player", "upline"]), name: z.string() });

/** One limit as the player (or their upline) sees it: in force, who set it, and a change waiting for 24 hours. */
export const limitViewSchema = z.object({
  key: limitKeySchema,
  value: z.number().nullable(),
  setBy: setterSchema.nullable(),
  pending: z.object({ value: z.number().nullable(), effectiveAt: isoDateTime, requestedBy: setterSchema }).nullable(),
  /** For the money windows: what the window holds now (centavos), so the screen shows "₱600 of ₱1,000 used". */
  usedCentavos: centavosSchema.nullable(),
});
export type LimitView = z.infer<typeof limitViewSchema>;

export const restrictionViewSchema = z.object({
  kind: z.enum(["time-out", "self-exclusion"]),
  startedAt: isoDateTime,
  endsAt: isoDateTime,
  /** Until when nobody can lift it. */
  irrevocableUntil: isoDateTime,
});
export type RestrictionView = z.infer<typeof restrictionViewSchema>;

export const protectionViewSchema = z.object({
  userId: z.number(),
  limits: z.array(limitViewSchema),
  restriction: restrictionViewSchema.nullable(),
  realityCheckMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]),
  playedTodayMinutes: z.number(),
});
export type ProtectionView = z.infer<typeof protectionViewSchema>;

/** The play session as the reality check shows it (its own module: the player shell reads it on every screen). */
export { type SessionView, sessionViewSchema } from "./session-view.ts";

export const statementMonthSchema = z.object({
  /** "2026-11" (Manila). */
  month: z.string(),
  loadsCentavos: centavosSchema,
  withdrawalsCentavos: centavosSchema,
  netCentavos: centavosSchema,
});
export const statementViewSchema = z.object({
  lifetime: z.object({
    loadsCentavos: centavosSchema,
    withdrawalsCentavos: centavosSchema,
    netCentavos: centavosSchema,
  }),
  months: z.array(statementMonthSchema),
  /** The sign-in before this one, if any. */
  previousSignInAt: isoDateTime.nullable(),
});
export type StatementView = z.infer<typeof statementViewSchema>;

export const RESPONSIBLE_GAMING_FILTERS = ["all", "limits", "pending", "time-out", "self-exclusion"] as const;
export type ResponsibleGamingFilter = (typeof RESPONSIBLE_GAMING_FILTERS)[number];

export const responsibleGamingRowSchema = z.object({
  userId: z.number(),
  username: z.string(),
  uplineName: z.string().nullable(),
  limitCount: z.number(),
  pendingCount: z.number(),
  restriction: restrictionViewSchema.nullable(),
});
export type ResponsibleGamingRow = z.infer<typeof responsibleGamingRowSchema>;

/** A player's protection status on agents', cashiers' and the admin's player rows (its own module: see there). */
export { type PlayerRestriction, playerRestrictionSchema } from "./player-restriction.ts";

/** GET /api/admin/responsible-gaming (and .xlsx): a filter, a search on username or name, a page. */
export const responsibleGamingQuerySchema = z.object({
  filter: z
    .enum(RESPONSIBLE_GAMING_FILTERS, { error: () => "Choose all, limits, pending, time-out or self-exclusion" })
    .default("all"),
  q: z.string().trim().max(64, "Search text must be at most 64 characters").optional(),
  ...pageQueryFields({ maxPage: 100_000 }),
});
export type ResponsibleGamingQuery = z.infer<typeof responsibleGamingQuerySchema>;
export const responsibleGamingPageSchema = pageOf(responsibleGamingRowSchema);
export type ResponsibleGamingPage = z.infer<typeof responsibleGamingPageSchema>;
