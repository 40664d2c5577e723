import {
  betHistoryPageSchema,
  type EventScreen,
  eventScreenSchema,
  type Game,
  liveEventListSchema,
  type PlaceBetAnswer,
  type PlaceBetBody,
  placeBetAnswerSchema,
} from "@sabong/shared/betting";
import { liveGame } from "@sabong/shared/games";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { viewWithLastCallDeadline } from "../../lib/use-last-call-countdown.ts";
import { betListQuery } from "./bet-list-query.ts";
import { isId } from "./ids.ts";
import { type BetListFilters, bettingKeys } from "./keys.ts";

/** The player's side of the betting engine: /api/{bets2|apple-new}/… */

const player = (game: Game) => liveGame(game).api.player;

export type LiveEventList = z.infer<typeof liveEventListSchema>;
export type MyBetsPage = z.infer<typeof betHistoryPageSchema>;

/** GET events: live and upcoming events with their current fight (the lobby; names for the history's filter). */
export function fetchLiveEvents(game: Game, signal?: AbortSignal): Promise<LiveEventList> {
  return api.get(player(game), "events", { schema: liveEventListSchema, signal });
}

export const liveEventsQuery = (game: Game) =>
  queryOptions({ queryKey: bettingKeys.lobby(game), queryFn: ({ signal }) => fetchLiveEvents(game, signal) });

/**
 * GET events/:eventId: the event screen: the event, its current fight with totals and odds, the results board, the
 * player's bets on the fight and the balance. Kept current by the event room's pushes (or polling while they stop).
 */
export async function fetchEventScreen(game: Game, eventId: number, signal?: AbortSignal): Promise<EventScreen> {
  // The last call's time left counts from now, when the view arrived (not from when a screen shows it).
  return viewWithLastCallDeadline(
    await api.get(player(game), `events/${eventId}`, { schema: eventScreenSchema, signal }),
  );
}

export const eventScreenQuery = (game: Game, eventId: number) =>
  queryOptions({
    queryKey: bettingKeys.screen(game, eventId),
    queryFn: ({ signal }) => fetchEventScreen(game, eventId, signal),
    staleTime: 0,
    enabled: isId(eventId),
  });

/**
 * POST bets {fightId, side, stakeCentavos, idempotencyKey} → {bet, balanceCentavos, replayed}. Sending the same
 * body again (a retry after a lost answer) answers the same bet instead of placing a second one.
 */
export function postBet(game: Game, body: PlaceBetBody): Promise<PlaceBetAnswer> {
  return api.post(player(game), "bets", body, { schema: placeBetAnswerSchema });
}

/** GET bets?eventId&status&from&to&page&pageSize: the player's bets, newest first. */
export function fetchMyBets(game: Game, filters: BetListFilters, signal?: AbortSignal): Promise<MyBetsPage> {
  return api.get(player(game), `bets?${betListQuery(filters, { includeGame: false })}`, {
    schema: betHistoryPageSchema,
    signal,
  });
}

export const myBetsQuery = (game: Game, filters: BetListFilters) =>
  queryOptions({
    queryKey: bettingKeys.myBetsPage(game, filters),
    queryFn: ({ signal }) => fetchMyBets(game, filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
