import { z } from "zod";
import { centavosSchema, isoDateTime } from "../contracts/fields.ts";
import { EVENT_DATE_RANGE_MESSAGE, isSaneDate, MAX_EVENT_YEAR } from "../contracts/paging.ts";
import { FIGHT_ACTIONS, FIGHT_STATES } from "./fight-state.ts";
import { LAST_CALL_SECONDS_DEFAULT, LAST_CALL_SECONDS_MAX, LAST_CALL_SECONDS_MIN } from "./last-call.ts";
import { MAX_STAKE_CENTAVOS } from "./limits.ts";
import { DEFAULT_DRAW_ODDS_MULTIPLIER } from "./settlement.ts";
import { GAMES } from "./sides.ts";

/**
 * Contracts of the betting engine: here its vocabulary and events; fights.ts (console, declare), revert.ts and
 * bets.ts (placing, screens, history) hold the rest. One engine serves both games:
 * sabong under /api/bet-ops (operators) and /api/bets2 (players), the apple game under /api/apple-bet-ops and
 * /api/apple-new. Amounts are integer centavos in fields named …Centavos; rates are basis points (…Bp).
 */

export const DEFAULT_PLASADA_BP = 500;
export const MAX_DRAW_ODDS_MULTIPLIER = 1000;

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

/** Calendar date of an event, YYYY-MM-DD. */
const eventDateSchema = z.iso
  .date({ error: "Date must be YYYY-MM-DD" })
  .refine((text) => isSaneDate(text, MAX_EVENT_YEAR), EVENT_DATE_RANGE_MESSAGE);

/**
 * The server's own looping demo stream (apps/server/src/modules/demo-stream): a path on the app's origin, so the
 * demo events play wherever the app is installed.
 */
export const DEMO_STREAM_URL = "/demo-stream/live.m3u8";

/**
 * HLS stream of the live video: an http(s) URL of a .m3u8 playlist (query string allowed), or exactly the demo
 * stream's path (no other relative path: a real event's stream lives on the arena's stream host).
 */
export const videoUrlSchema = z
  .string()
  .trim()
  .max(1000)
  .refine(
    (value) =>
      value === DEMO_STREAM_URL || (URL.canParse(value) && /^https?:\/\/[^/\s]+\/\S*\.m3u8(\?\S*)?$/i.test(value)),
    { message: "Video URL must be an http(s) link to an HLS .m3u8 stream" },
  );

const stakeLimitSchema = z.number().int().min(1).max(MAX_STAKE_CENTAVOS);
const plasadaSchema = z.number().int().min(0).max(5000, "Plasada cannot exceed 50%");
const drawOddsSchema = z.number().int().min(1).max(MAX_DRAW_ODDS_MULTIPLIER);
const LAST_CALL_RANGE_MESSAGE = `Last call must be ${LAST_CALL_SECONDS_MIN} to ${LAST_CALL_SECONDS_MAX} seconds`;
/** How long betting stays open after the operator's last call; then it closes by itself. */
export const lastCallSecondsSchema = z
  .number({ error: LAST_CALL_RANGE_MESSAGE })
  .int(LAST_CALL_RANGE_MESSAGE)
  .min(LAST_CALL_SECONDS_MIN, LAST_CALL_RANGE_MESSAGE)
  .max(LAST_CALL_SECONDS_MAX, LAST_CALL_RANGE_MESSAGE);

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
    lastCallSeconds: lastCallSecondsSchema.default(LAST_CALL_SECONDS_DEFAULT),
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
    lastCallSeconds: lastCallSecondsSchema,
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
  lastCallSeconds: z.number().int(),
  status: eventStatusSchema,
  /** Sides bettors may pick, main sides first. */
  sides: z.array(sideSchema),
  createdAt: isoDateTime,
});
export type BettingEvent = z.infer<typeof bettingEventSchema>;

export const bettingEventListSchema = z.object({ items: z.array(bettingEventSchema) });

export const eventListQuerySchema = z.object({ status: eventStatusSchema.optional() });
