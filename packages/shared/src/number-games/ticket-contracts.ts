import { z } from "zod";
import { centavosSchema, isoDateTime, placedAnswerFields } from "../contracts/fields.ts";
import { idempotencyKeySchema } from "../contracts/idempotency.ts";
import {
  betFormSchema,
  combinationSchema,
  multiplierHundredthsSchema,
  numberGameSchema,
  scoresSchema,
} from "./contracts.ts";

/**
 * Contracts of number-game tickets (placing, answers, refusals) and of the staff's draw actions (results, caps,
 * tally). The draws themselves, settings and lists are in draws.ts.
 */

export const MAX_TICKET_LINES = 50;
/** Most combinations one cap-override request may change. */
export const MAX_CAP_OVERRIDES = 200;

const id = z.number().int().positive();

// ---------------------------------------------------------------- tickets

export const ticketLineInputSchema = z.object({
  combination: combinationSchema,
  form: betFormSchema,
  stakeCentavos: centavosSchema.refine((v) => v >= 1, "stakeCentavos must be at least 1"),
});
export type TicketLineInput = z.infer<typeof ticketLineInputSchema>;

export const placeTicketSchema = z.object({
  drawId: id,
  idempotencyKey: idempotencyKeySchema,
  lines: z
    .array(ticketLineInputSchema)
    .min(1, "A ticket needs at least one line")
    .max(MAX_TICKET_LINES, `A ticket has at most ${MAX_TICKET_LINES} lines`),
});
export type PlaceTicketBody = z.infer<typeof placeTicketSchema>;

export const ticketLineViewSchema = z.object({
  id,
  combination: z.string(),
  form: betFormSchema,
  stakeCentavos: centavosSchema,
  /** Distinct permutations the line covers (1 for straight). */
  permutations: z.number().int(),
  multiplierHundredths: z.number().int(),
  /** What the line pays if it hits (stake included). */
  payoutIfHitCentavos: centavosSchema,
  outcome: z.enum(["PENDING", "WON", "LOST", "REFUNDED"]),
  paidCentavos: centavosSchema,
});
export type TicketLineView = z.infer<typeof ticketLineViewSchema>;

export const ticketViewSchema = z.object({
  id,
  drawId: id,
  game: numberGameSchema,
  totalStakeCentavos: centavosSchema,
  createdAt: isoDateTime,
  lines: z.array(ticketLineViewSchema),
});
export type TicketView = z.infer<typeof ticketViewSchema>;

export const placedTicketSchema = z.object({ ticket: ticketViewSchema, ...placedAnswerFields });
export type PlacedTicket = z.infer<typeof placedTicketSchema>;

/** A refused ticket (400/409/422): nothing was written; why, per line (index into the ticket's lines). */
export const ticketRefusalSchema = z.object({
  error: z.string(),
  lines: z.array(z.object({ index: z.number().int(), combination: z.string(), error: z.string() })),
});
export type TicketRefusal = z.infer<typeof ticketRefusalSchema>;

// ---------------------------------------------------------------- staff actions

export const enterResultSchema = z.union([
  z.object({ combination: combinationSchema }),
  z.object({ scores: scoresSchema }),
]);
export type EnterResultBody = z.infer<typeof enterResultSchema>;

export const reasonSchema = z.object({
  reason: z.string().trim().min(1, "Reason is required").max(300, "Reason must be at most 300 characters"),
});

/** The staff actions' bodies: their inputs with the press's idempotency key. */
export const enterResultBodySchema = z.union([
  z.object({ combination: combinationSchema, idempotencyKey: idempotencyKeySchema }),
  z.object({ scores: scoresSchema, idempotencyKey: idempotencyKeySchema }),
]);
export const reasonBodySchema = reasonSchema.extend({ idempotencyKey: idempotencyKeySchema });

/** Per-draw caps: a combination's cap, not accepted at all, or a reduced straight multiplier. */
export const capOverrideSchema = z.object({
  combination: combinationSchema,
  capCentavos: centavosSchema.nullable(),
  notAccepted: z.boolean(),
  multiplierHundredths: multiplierHundredthsSchema.nullable(),
});
export type CapOverride = z.infer<typeof capOverrideSchema>;
export const capOverridesSchema = z.object({ overrides: z.array(capOverrideSchema).min(1).max(MAX_CAP_OVERRIDES) });

/** The console's tally: stakes per combination, liability against cap. */
export const tallyRowSchema = z.object({
  combination: z.string(),
  straightStakeCentavos: centavosSchema,
  rambolitoStakeCentavos: centavosSchema,
  liabilityCentavos: centavosSchema,
  capCentavos: centavosSchema,
  notAccepted: z.boolean(),
  multiplierHundredths: z.number().int().nullable(),
});
export type TallyRow = z.infer<typeof tallyRowSchema>;

export const drawTallySchema = z.object({
  drawId: id,
  salesCentavos: centavosSchema,
  ticketCount: z.number().int(),
  lineCount: z.number().int(),
  /** Only combinations with stakes or an override, heaviest first. */
  rows: z.array(tallyRowSchema),
});
export type DrawTally = z.infer<typeof drawTallySchema>;
