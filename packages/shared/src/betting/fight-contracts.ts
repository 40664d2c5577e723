import { z } from "zod";
import { centavosSchema, isoDateTime } from "../contracts/fields.ts";
import { idempotentBodySchema } from "../contracts/idempotency.ts";
import {
  bettingEventSchema,
  fightActionSchema,
  fightResultSchema,
  fightStateSchema,
  mainSideSchema,
  sideSchema,
} from "./contracts.ts";
import {
  ENTRY_NAME_CHARACTERS_MESSAGE,
  ENTRY_WEIGHT_MAX_GRAMS,
  ENTRY_WEIGHT_MIN_GRAMS,
  formatWeightGrams,
  OWNER_NAME_MAX_CHARS,
  ROOSTER_NAME_MAX_CHARS,
} from "./entries.ts";

/** Betting contracts of one fight: live figures, settlement summary, the operator's console and declare. */

export const sideTotalSchema = z.object({
  side: sideSchema,
  totalCentavos: centavosSchema,
  betCount: z.number().int(),
});
export type SideTotal = z.infer<typeof sideTotalSchema>;

export const sideOddsSchema = z.object({
  side: mainSideSchema,
  /** Paid per 100 pesos staked, stake included, in centavos (15833 = 158.33); null when nobody bet on the side. */
  per100Centavos: centavosSchema.nullable(),
  /** Pays 107.00 or less per 100. */
  lowPayout: z.boolean(),
});

const weightRangeMessage = `Enter a weight from ${formatWeightGrams(ENTRY_WEIGHT_MIN_GRAMS)} to ${formatWeightGrams(ENTRY_WEIGHT_MAX_GRAMS)}`;

/**
 * A name as shown: NFC (an "Ñ" typed as N + tilde counts once), trimmed, inner runs of spaces made one. Control and
 * format characters are refused rather than stripped: a line break, a zero-width space or a right-to-left override
 * would make the name read differently from what is stored (and what bettors bet on).
 */
const entryNameSchema = (required: string, maxChars: number) =>
  z
    .string()
    .normalize("NFC")
    .trim()
    .regex(/^[^\p{Cc}\p{Cf}]*$/u, ENTRY_NAME_CHARACTERS_MESSAGE)
    .overwrite((name) => name.replace(/\s+/g, " "))
    .min(1, required)
    .max(maxChars, `At most ${maxChars} characters`);

/** One side's entry: the rooster, its owner and its fighting weight (games whose registry entry has entries). */
export const fightEntrySchema = z.object({
  rooster: entryNameSchema("Enter the rooster's name", ROOSTER_NAME_MAX_CHARS),
  owner: entryNameSchema("Enter the owner's name", OWNER_NAME_MAX_CHARS),
  weightGrams: z
    .number({ error: "Enter the weight" })
    .int("Weigh to the whole gram")
    .min(ENTRY_WEIGHT_MIN_GRAMS, weightRangeMessage)
    .max(ENTRY_WEIGHT_MAX_GRAMS, weightRangeMessage),
});
export type FightEntry = z.infer<typeof fightEntrySchema>;

/** A fight's entries as stored, by main side, a side not entered absent. */
export const fightEntriesSchema = z.partialRecord(mainSideSchema, fightEntrySchema);
export type FightEntries = z.infer<typeof fightEntriesSchema>;

/** As screens get them: each of the game's two sides, null until entered (the whole is null for a game without). */
export const fightEntriesViewSchema = z.partialRecord(mainSideSchema, fightEntrySchema.nullable());
export type FightEntriesView = z.infer<typeof fightEntriesViewSchema>;

/**
 * The operator's PUT body: the new entries (they replace them all; a side null or left out is not entered) and the
 * entries the form started from, so a save over another console's change is refused instead of silently undoing it.
 * Both take a view as is.
 */
export const fightEntriesUpdateSchema = z.object({
  entries: fightEntriesViewSchema,
  previous: fightEntriesViewSchema,
});
export type FightEntriesUpdate = z.infer<typeof fightEntriesUpdateSchema>;

/** A fight with its live figures (operator console and player screen). */
export const fightViewSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  number: z.number().int(),
  state: fightStateSchema,
  result: fightResultSchema.nullable(),
  pausedSides: z.array(sideSchema),
  /** Every offered side (and DRAW if anyone bet on it), with 0 where nobody bet. */
  totals: z.array(sideTotalSchema),
  odds: z.array(sideOddsSchema),
  totalCentavos: centavosSchema,
  betCount: z.number().int(),
  /** A main side with bets pays 107.00 or less per 100. */
  lowPayout: z.boolean(),
  /** What the operator can do now (for enabling buttons). */
  allowedActions: z.array(fightActionSchema),
  openedAt: isoDateTime.nullable(),
  closedAt: isoDateTime.nullable(),
  declaredAt: isoDateTime.nullable(),
  /** The two entries; null when the game has none (registry). */
  entries: fightEntriesViewSchema.nullable(),
  /** When betting closes by itself; null unless the fight is in last call. */
  lastCallEndsAt: isoDateTime.nullable(),
  /** The time left when the server built this view (null unless in last call): a client counts from its receipt. */
  lastCallRemainingMs: z.number().int().nonnegative().nullable(),
});
export type FightView = z.infer<typeof fightViewSchema>;

/** One settled fight's figures, stored with the fight and answered again on a repeated declare. */
export const settlementSummarySchema = z.object({
  result: fightResultSchema,
  plasadaBp: z.number().int(),
  drawOddsMultiplier: z.number().int(),
  sideTotals: z.array(sideTotalSchema),
  odds: z.array(sideOddsSchema),
  stakesCentavos: centavosSchema,
  payoutsCentavos: centavosSchema,
  /** Kept by the house before commissions: plasada plus losing DRAW stakes. */
  houseCentavos: centavosSchema,
  roundingCentavos: centavosSchema,
  /** Draw winnings beyond the escrowed stakes, paid by the bank. */
  drawFundingCentavos: centavosSchema,
  /** The part of the draw funding that gave a one-sided pool's winners their stake back (absent in older fights). */
  stakeBackCentavos: centavosSchema.optional(),
  /** Why a fight was cancelled by the platform, e.g. one-sided betting at close (stake back setting). */
  cancelReason: z.string().optional(),
  commissionCentavos: centavosSchema,
  commissionRoundingCentavos: centavosSchema,
  /** Commissions the house's share of this fight could not cover, paid by the bank. */
  commissionFundingCentavos: centavosSchema,
  /**
   * The house result: stakes − refunds and payouts − commission paid (plasada + rounding − draw funding −
   * commission). Negative when a DRAW paid more than the fight took in.
   */
  houseNetCentavos: centavosSchema,
  wonBets: z.number().int(),
  lostBets: z.number().int(),
  refundedBets: z.number().int(),
  winnerHadNoBets: z.boolean(),
  lowPayoutWarning: z.boolean(),
});
export type SettlementSummary = z.infer<typeof settlementSummarySchema>;

/** A fight in the list of an event's fights (results, master revert). */
export const fightSummarySchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  number: z.number().int(),
  state: fightStateSchema,
  result: fightResultSchema.nullable(),
  totalCentavos: centavosSchema,
  betCount: z.number().int(),
  settlement: settlementSummarySchema.nullable(),
  revertCount: z.number().int(),
  declaredAt: isoDateTime.nullable(),
  entries: fightEntriesViewSchema.nullable(),
});
export type FightSummary = z.infer<typeof fightSummarySchema>;
export const fightListSchema = z.object({ items: z.array(fightSummarySchema) });

/** The board of past results of an event, oldest first. */
export const resultBoardItemSchema = z.object({
  fightId: z.number().int(),
  number: z.number().int(),
  result: fightResultSchema,
});

/** The operator's console of one event. */
export const eventConsoleSchema = z.object({
  event: bettingEventSchema,
  fight: fightViewSchema,
  results: z.array(resultBoardItemSchema),
});
export type EventConsole = z.infer<typeof eventConsoleSchema>;

export const pauseSideBodySchema = idempotentBodySchema.extend({ side: sideSchema });
export const declareBodySchema = idempotentBodySchema.extend({ result: fightResultSchema });

export const declareAnswerSchema = z.object({
  fight: fightViewSchema,
  settlement: settlementSummarySchema,
  /** Shown on the console, e.g. the winning side paid 107.00 or less per 100. */
  warnings: z.array(z.string()),
  /** True when this call found the fight already settled with the same result and changed nothing. */
  alreadyDeclared: z.boolean(),
  /** Who declared it (the username), shown with the fight's declaredAt: "Declared MERON at 21:04:05 by operator". */
  declaredBy: z.string(),
});
export type DeclareAnswer = z.infer<typeof declareAnswerSchema>;
