import { z } from "zod";
import {
  bettingEventSchema,
  fightActionSchema,
  fightResultSchema,
  fightStateSchema,
  mainSideSchema,
  sideSchema,
} from "./betting.ts";
import { centavosSchema, isoDateTime } from "./fields.ts";

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
  per100Centavos: z.number().int().nullable(),
  /** Pays 107.00 or less per 100. */
  lowPayout: z.boolean(),
});

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

export const pauseSideBodySchema = z.object({ side: sideSchema });
export const declareBodySchema = z.object({ result: fightResultSchema });

export const declareAnswerSchema = z.object({
  fight: fightViewSchema,
  settlement: settlementSummarySchema,
  /** Shown on the console, e.g. the winning side paid 107.00 or less per 100. */
  warnings: z.array(z.string()),
  /** True when this call found the fight already settled with the same result and changed nothing. */
  alreadyDeclared: z.boolean(),
});
export type DeclareAnswer = z.infer<typeof declareAnswerSchema>;
