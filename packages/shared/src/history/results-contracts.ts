import { z } from "zod";
import { fightResultSchema } from "../betting/contracts.ts";
import { isoDateTime } from "../contracts/fields.ts";
import { DATE_RANGE_MESSAGE, isSaneDate } from "../contracts/paging.ts";
import { LIVE_GAMES, NUMBER_GAMES } from "../games/registry.ts";
import { drawViewSchema } from "../number-games/contracts.ts";
import { gameIdSchema } from "./contracts.ts";

/**
 * Results history (issue 22): one game's results of one Manila day. Live games: the events of that day with every
 * declared fight; number games: every draw of that day with its fairness proof (seed hash, and the seed once
 * revealed: the shared `drawResultOf` recomputes the result from it).
 */

export const resultsQuerySchema = z.object({
  game: gameIdSchema,
  /** A Manila calendar day (YYYY-MM-DD). */
  day: z.iso.date({ error: "Choose a day like 2026-11-27" }).refine(isSaneDate, DATE_RANGE_MESSAGE),
});
export type ResultsQuery = z.infer<typeof resultsQuerySchema>;

export const eventResultsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  eventDate: z.string(),
  status: z.string(),
  fights: z.array(
    z.object({ number: z.number().int(), result: fightResultSchema, declaredAt: isoDateTime.nullable() }),
  ),
});
export type EventResults = z.infer<typeof eventResultsSchema>;

export const dayResultsSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("live"), game: z.enum(LIVE_GAMES), day: z.string(), events: z.array(eventResultsSchema) }),
  z.object({ kind: z.literal("numbers"), game: z.enum(NUMBER_GAMES), day: z.string(), draws: z.array(drawViewSchema) }),
]);
export type DayResults = z.infer<typeof dayResultsSchema>;
