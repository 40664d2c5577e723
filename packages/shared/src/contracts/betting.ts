import { z } from "zod";
import { FIGHT_ACTIONS, FIGHT_STATES } from "../betting/fight-state.ts";
import { MAX_STAKE_CENTAVOS } from "../betting/limits.ts";
import { DEFAULT_DRAW_ODDS_MULTIPLIER } from "../betting/settlement.ts";
import { GAMES } from "../betting/sides.ts";

/**
 * Contracts of the betting engine (events, fights, bets, settlement, revert). One engine serves both games:
 * sabong under /api/bet-ops (operators) and /api/bets2 (players), the apple game under /api/apple-bet-ops and
 * /api/apple-new. Amounts are integer centavos in fields named …Centavos; rates are basis points (…Bp).
 */

export const DEFAULT_PLASADA_BP = 500;
export const MAX_DRAW_ODDS_MULTIPLIER = 1000;
export const BET_PAGE_SIZE_DEFAULT = 20;
export const BET_PAGE_SIZE_MAX = 200;

export const EVENT_STATUSES = ["UPCOMING", "LIVE", "ENDED"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const BET_STATUSES = ["PENDING", "WON", "LOST", "REFUNDED"] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

export const gameSchema = z.enum(GAMES);
export const sideSchema = z.enum(["MERON", "WALA", "PULA", "PUTI", "DRAW"]);
export const mainSideSchema = z.enum(["MERON", "WALA", "PULA", "PUTI"]);
export const fightResultSchema = z.enum(["MERON", "WALA", "PULA", "PUTI", "DRAW", "CANCELLED"]);
export const fightStateSchema = z.enum(FIGHT_STATES);
export const fightActionSchema = z.enum(FIGHT_ACTIONS);
export const eventStatusSchema = z.enum(EVENT_STATUSES);
export const betStatusSchema = z.enum(BET_STATUSES);

const centavosSchema = z.number().int();
const isoDateTime = z.string();
/** Calendar date of an event, YYYY-MM-DD. */
const eventDateSchema = z.iso.date({ error: "Date must be YYYY-MM-DD" });
/** A filter bound: a date (Philippine time, start of day; `to` includes the whole day) or an ISO date-time. */
const dateBoundSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** HLS stream of the live video (an http(s) URL of a .m3u8 playlist, query string allowed). */
export const videoUrlSchema = z
  .string()
  .trim()
  .max(1000)
  .refine((value) => URL.canParse(value) && /^https?:\/\/[^/\s]+\/\S*\.m3u8(\?\S*)?$/i.test(value), {
    message: "Video URL must be an http(s) link to an HLS .m3u8 stream",
  });

const stakeLimitSchema = z.number().int().min(1).max(MAX_STAKE_CENTAVOS);
const plasadaSchema = z.number().int().min(0).max(5000, "Plasada cannot exceed 50%");
const drawOddsSchema = z.number().int().min(1).max(MAX_DRAW_ODDS_MULTIPLIER);

// ---------------------------------------------------------------- events

export const bettingEventInputSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(120),
    eventDate: eventDateSchema,
    videoUrl: videoUrlSchema.nullish(),
    plasadaBp: plasadaSchema.default(DEFAULT_PLASADA_BP),
    drawOddsMultiplier: drawOddsSchema.default(DEFAULT_DRAW_ODDS_MULTIPLIER),
    minStakeCentavos: stakeLimitSchema,
    maxStakeCentavos: stakeLimitSchema,
    /** Apple only; sabong always offers DRAW. Defaults: sabong true, apple false. */
    drawEnabled: z.boolean().optional(),
    status: eventStatusSchema.default("UPCOMING"),
  })
  .refine((e) => e.maxStakeCentavos >= e.minStakeCentavos, {
    message: "Maximum bet must be at least the minimum bet",
    path: ["maxStakeCentavos"],
  });
export type BettingEventInput = z.input<typeof bettingEventInputSchema>;

/** Edit: only the fields given change. */
export const bettingEventPatchSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(120),
    eventDate: eventDateSchema,
    videoUrl: videoUrlSchema.nullable(),
    plasadaBp: plasadaSchema,
    drawOddsMultiplier: drawOddsSchema,
    minStakeCentavos: stakeLimitSchema,
    maxStakeCentavos: stakeLimitSchema,
    drawEnabled: z.boolean(),
    status: eventStatusSchema,
  })
  .partial();
export type BettingEventPatch = z.infer<typeof bettingEventPatchSchema>;

export const bettingEventSchema = z.object({
  id: z.number().int(),
  game: gameSchema,
  name: z.string(),
  eventDate: z.string(),
  videoUrl: z.string().nullable(),
  plasadaBp: z.number().int(),
  drawOddsMultiplier: z.number().int(),
  minStakeCentavos: centavosSchema,
  maxStakeCentavos: centavosSchema,
  drawEnabled: z.boolean(),
  status: eventStatusSchema,
  /** Sides bettors may pick, main sides first. */
  sides: z.array(sideSchema),
  createdAt: isoDateTime,
});
export type BettingEvent = z.infer<typeof bettingEventSchema>;

export const bettingEventListSchema = z.object({ items: z.array(bettingEventSchema) });

export const eventListQuerySchema = z.object({ status: eventStatusSchema.optional() });

// ---------------------------------------------------------------- fights

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
  /** The house's gain from this fight after commissions (never below 0). */
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
export const revertBodySchema = z.object({
  reason: z.string({ error: "A reason is required" }).trim().min(3, "A reason is required").max(500),
});

export const declareAnswerSchema = z.object({
  fight: fightViewSchema,
  settlement: settlementSummarySchema,
  /** Shown on the console, e.g. the winning side paid 107.00 or less per 100. */
  warnings: z.array(z.string()),
  /** True when this call found the fight already settled with the same result and changed nothing. */
  alreadyDeclared: z.boolean(),
});
export type DeclareAnswer = z.infer<typeof declareAnswerSchema>;

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

export const revertPreviewSchema = z.object({
  fightId: z.number().int(),
  fightNumber: z.number().int(),
  result: fightResultSchema,
  transferCount: z.number().int(),
  accounts: z.array(revertAccountMoveSchema),
  shortfalls: z.array(revertShortfallSchema),
});
export type RevertPreview = z.infer<typeof revertPreviewSchema>;

export const revertAnswerSchema = z.object({
  fight: fightViewSchema,
  reversedTransfers: z.number().int(),
  accounts: z.array(revertAccountMoveSchema),
  shortfalls: z.array(revertShortfallSchema),
});
export type RevertAnswer = z.infer<typeof revertAnswerSchema>;

// ---------------------------------------------------------------- players

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
  per100Centavos: z.number().int().nullable(),
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
});
export type EventScreen = z.infer<typeof eventScreenSchema>;

export const placeBetBodySchema = z.object({
  fightId: z.number().int().positive(),
  side: sideSchema,
  amountCentavos: z
    .number({ error: "Enter a valid amount." })
    .int("Enter a valid amount.")
    .positive("Enter a valid amount."),
  /** Chosen by the client per bet (e.g. a UUID); sending it again returns the same bet instead of a second one. */
  idempotencyKey: z.string().trim().min(8).max(100),
});
export type PlaceBetBody = z.infer<typeof placeBetBodySchema>;

export const placeBetAnswerSchema = z.object({
  bet: betSchema,
  balanceCentavos: centavosSchema,
  /** True when the key had already placed this bet: nothing new was taken. */
  replayed: z.boolean(),
});
export type PlaceBetAnswer = z.infer<typeof placeBetAnswerSchema>;

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(BET_PAGE_SIZE_MAX).default(BET_PAGE_SIZE_DEFAULT),
};

export const betHistoryQuerySchema = z.object({
  eventId: z.coerce.number().int().positive().optional(),
  status: betStatusSchema.optional(),
  from: dateBoundSchema.optional(),
  to: dateBoundSchema.optional(),
  ...pageFields,
});
export type BetHistoryQuery = z.infer<typeof betHistoryQuerySchema>;

/** A bet in its owner's history: with the event's name, since ended events are no longer listed. */
export const playerBetSchema = betSchema.extend({ eventName: z.string() });
export type PlayerBet = z.infer<typeof playerBetSchema>;

export const betHistoryPageSchema = z.object({
  items: z.array(playerBetSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

// ---------------------------------------------------------------- admin

export const adminBetsQuerySchema = betHistoryQuerySchema.extend({
  fightId: z.coerce.number().int().positive().optional(),
  userId: z.coerce.number().int().positive().optional(),
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

export const adminBetsPageSchema = z.object({
  items: z.array(adminBetSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

// ---------------------------------------------------------------- realtime

/** Socket rooms and events of the betting engine. Everything is pushed after commit; nothing is accepted. */
export const eventRoom = (eventId: number) => `event:${eventId}`;

export const BETTING_SOCKET_EVENTS = {
  /** FightView: a fight changed state, was paused/unpaused, opened, declared, reverted, or a next fight began. */
  fight: "fight:state",
  /** FightTotalsPush: totals and odds, at most 4 a second per fight. */
  totals: "fight:totals",
  /** FightResultPush: a result was declared (or a fight cancelled). */
  result: "fight:result",
  /** FightRevertedPush. */
  reverted: "fight:reverted",
  /** BettingEvent: an event was created or edited (also to type:player for the lobby). */
  event: "event:updated",
  /** BalancePush to user:<id> after a bet, a settlement or a revert. */
  balance: "balance",
  /** OperatorWarningPush to type:staff (low payout). */
  warning: "operator:warning",
} as const;

export type FightTotalsPush = {
  eventId: number;
  fightId: number;
  totals: SideTotal[];
  odds: z.infer<typeof sideOddsSchema>[];
  totalCentavos: number;
  betCount: number;
};
export type FightResultPush = {
  eventId: number;
  fightId: number;
  number: number;
  result: z.infer<typeof fightResultSchema>;
  odds: z.infer<typeof sideOddsSchema>[];
};
export type FightRevertedPush = { eventId: number; fightId: number; number: number };
export type BalancePush = { pointsCentavos: number };
export type OperatorWarningPush = { eventId: number; fightId: number; message: string };
