import { z } from "zod";
import { betStatusSchema, fightResultSchema, sideSchema } from "../betting/contracts.ts";
import { centavosSchema, isoDateTime } from "../contracts/fields.ts";
import { BET_PAGE_SIZE_MAX, dateBoundSchema, pageOf, pageQueryFields } from "../contracts/paging.ts";
import { GAME_IDS, LIVE_GAMES, NUMBER_GAMES } from "../games/registry.ts";
import { drawStateSchema } from "../number-games/contracts.ts";
import { ticketLineViewSchema } from "../number-games/ticket-contracts.ts";

/**
 * One history of every game (issue 22): sabong and apple bets and number-game tickets in one list, newest first. The
 * player's Bets history, the admin's All bets and the agents' downline bets read this one contract; only the scope
 * (whose rows) differs by route.
 */

export const gameIdSchema = z.enum(GAME_IDS, { error: "Choose a game from the list" });

/**
 * What the search box takes: a ticket or bet number (with or without "#") or a combination. Digits only, so a
 * combination keeps its leading zeros ("007" finds 007, not ticket 7).
 */
export const historySearchSchema = z
  .string()
  .trim()
  .transform((text) => text.replace(/^#/, ""))
  .pipe(z.string().regex(/^[0-9]{1,12}$/, "Search by a ticket number or a combination (digits only)"));

const pageFields = pageQueryFields({ maxPageSize: BET_PAGE_SIZE_MAX });

export const historyQuerySchema = z.object({
  game: gameIdSchema.optional(),
  status: betStatusSchema.optional(),
  from: dateBoundSchema.optional(),
  to: dateBoundSchema.optional(),
  q: historySearchSchema.optional(),
  ...pageFields,
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** Staff lists also narrow to one account (by username). */
export const staffHistoryQuerySchema = historyQuerySchema.extend({
  username: z.string().trim().toLowerCase().min(1).max(64).optional(),
});
export type StaffHistoryQuery = z.infer<typeof staffHistoryQuerySchema>;

const id = z.number().int().positive();

/** What every row has, whatever its game: the list, filters and export read only these. */
const commonFields = {
  id,
  userId: id,
  username: z.string(),
  createdAt: isoDateTime,
  status: betStatusSchema,
  stakeCentavos: centavosSchema,
  /** Returned to the player, stake included; null while pending. */
  payoutCentavos: centavosSchema.nullable(),
};

export const historyBetSchema = z.object({
  kind: z.literal("bet"),
  game: z.enum(LIVE_GAMES),
  ...commonFields,
  eventId: id,
  eventName: z.string(),
  /** The fight's number within its event (never its database id). */
  fightNumber: z.number().int(),
  side: sideSchema,
  result: fightResultSchema.nullable(),
  per100Centavos: centavosSchema.nullable(),
  settledAt: isoDateTime.nullable(),
});
export type HistoryBet = z.infer<typeof historyBetSchema>;

export const historyDrawSchema = z.object({
  id,
  drawAt: isoDateTime,
  state: drawStateSchema,
  /** The winning combination, leading zeros kept; null until a result is in. */
  result: z.string().nullable(),
  /** How the draw is named to people: "Pick 3 · 27 Nov 4:00 PM" or a game-ending matchup. */
  name: z.string(),
});
export type HistoryDraw = z.infer<typeof historyDrawSchema>;

export const historyTicketSchema = z.object({
  kind: z.literal("ticket"),
  game: z.enum(NUMBER_GAMES),
  ...commonFields,
  draw: historyDrawSchema,
  lines: z.array(ticketLineViewSchema),
});
export type HistoryTicket = z.infer<typeof historyTicketSchema>;

export const historyItemSchema = z.discriminatedUnion("kind", [historyBetSchema, historyTicketSchema]);
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const historyPageSchema = pageOf(historyItemSchema);
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const ticketParamsSchema = z.object({
  ticketId: z.coerce
    .number({ error: "ticketId must be a number" })
    .int("ticketId must be a whole number")
    .min(1, "ticketId must be positive")
    .max(Number.MAX_SAFE_INTEGER, "ticketId is out of range"),
});
