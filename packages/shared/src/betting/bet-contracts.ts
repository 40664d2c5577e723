import { z } from "zod";
import { bodyIdSchema, queryIdSchema } from "../contracts/common.ts";
import { centavosSchema, isoDateTime, placedAnswerFields } from "../contracts/fields.ts";
import { idempotencyKeySchema } from "../contracts/idempotency.ts";
import { BET_PAGE_SIZE_MAX, dateBoundSchema, pageOf, pageQueryFields } from "../contracts/paging.ts";
import {
  betStatusSchema,
  bettingEventSchema,
  fightResultSchema,
  fightStateSchema,
  gameSchema,
  sideSchema,
} from "./contracts.ts";
import { fightViewSchema, resultBoardItemSchema } from "./fight-contracts.ts";
import { stakeBackSettingSchema } from "./stake-back.ts";

/** Players' side of the betting engine (lobby, event screen, placing a bet, history) and the admins' bet list. */

export const liveEventSchema = z.object({
  event: bettingEventSchema,
  fight: z
    .object({
      id: z.number().int(),
      number: z.number().int(),
      state: fightStateSchema,
      result: fightResultSchema.nullable(),
    })
    .nullable(),
});
export const liveEventListSchema = z.object({ items: z.array(liveEventSchema) });

export const betSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  fightId: z.number().int(),
  fightNumber: z.number().int(),
  side: sideSchema,
  stakeCentavos: centavosSchema,
  status: betStatusSchema,
  /** Odds of the bet's side at settlement (DRAW: (1 + draw odds) × 100); null while pending or without odds. */
  per100Centavos: centavosSchema.nullable(),
  result: fightResultSchema.nullable(),
  /** Returned to the player, stake included; null while pending. */
  payoutCentavos: centavosSchema.nullable(),
  createdAt: isoDateTime,
  settledAt: isoDateTime.nullable(),
});
export type Bet = z.infer<typeof betSchema>;

export const eventScreenSchema = z.object({
  event: bettingEventSchema,
  fight: fightViewSchema,
  results: z.array(resultBoardItemSchema),
  myBets: z.array(betSchema),
  balanceCentavos: centavosSchema,
  /** Which stake-back rule applies, told to the player before betting. */
  stakeBack: stakeBackSettingSchema,
});
export type EventScreen = z.infer<typeof eventScreenSchema>;

export const placeBetBodySchema = z.object({
  fightId: bodyIdSchema("fightId"),
  side: sideSchema,
  stakeCentavos: z
    .number({ error: "Enter a valid amount." })
    .int("Enter a valid amount.")
    .positive("Enter a valid amount."),
  /** Chosen by the client per bet (e.g. a UUID); sending it again returns the same bet instead of a second one. */
  idempotencyKey: idempotencyKeySchema,
});
export type PlaceBetBody = z.infer<typeof placeBetBodySchema>;

export const placeBetAnswerSchema = z.object({ bet: betSchema, ...placedAnswerFields });
export type PlaceBetAnswer = z.infer<typeof placeBetAnswerSchema>;

const pageFields = pageQueryFields({ maxPageSize: BET_PAGE_SIZE_MAX });

export const betHistoryQuerySchema = z.object({
  eventId: queryIdSchema("eventId").optional(),
  status: betStatusSchema.optional(),
  from: dateBoundSchema.optional(),
  to: dateBoundSchema.optional(),
  ...pageFields,
});
export type BetHistoryQuery = z.infer<typeof betHistoryQuerySchema>;

/** A bet in its owner's history: with the event's name, since ended events are no longer listed. */
export const playerBetSchema = betSchema.extend({ eventName: z.string() });
export type PlayerBet = z.infer<typeof playerBetSchema>;

export const betHistoryPageSchema = pageOf(playerBetSchema);

// ---------------------------------------------------------------- admin

export const adminBetsQuerySchema = betHistoryQuerySchema.extend({
  fightId: queryIdSchema("fightId").optional(),
  userId: queryIdSchema("userId").optional(),
  username: z.string().trim().toLowerCase().min(1).max(64).optional(),
  game: gameSchema.optional(),
});
export type AdminBetsQuery = z.infer<typeof adminBetsQuerySchema>;

export const adminBetSchema = playerBetSchema.extend({
  userId: z.number().int(),
  username: z.string(),
  game: gameSchema,
});
export type AdminBet = z.infer<typeof adminBetSchema>;

export const adminBetsPageSchema = pageOf(adminBetSchema);
