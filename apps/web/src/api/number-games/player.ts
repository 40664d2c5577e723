import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import {
  type DrawAvailability,
  type DrawView,
  drawAvailabilitySchema,
  drawViewSchema,
  type PlacedTicket,
  type PlaceTicketBody,
  type PlayerDraws,
  placedTicketSchema,
  playerDrawsSchema,
  type TicketRefusal,
  type TicketView,
  ticketRefusalSchema,
  ticketViewSchema,
} from "@sabong/shared/number-games";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError, api } from "../../lib/api-client.ts";
import { isId } from "../betting/ids.ts";
import { drawKeys } from "./keys.ts";

/** The player's side of the number games: /api/player-{game}/… (the segment comes from the game registry). */

const player = (game: NumberGame) => GAME_REGISTRY[game].api.player;

export type PlayerDrawList = PlayerDraws;

export type { DrawAvailability };

/** GET draws: open draws (OPEN, or SCHEDULED today) by draw time, and the last 10 settled or cancelled. */
export function fetchPlayerDraws(game: NumberGame, signal?: AbortSignal): Promise<PlayerDrawList> {
  return api.get(player(game), "draws", { schema: playerDrawsSchema, signal });
}

export const playerDrawsQuery = (game: NumberGame) =>
  queryOptions({ queryKey: drawKeys.playerDraws(game), queryFn: ({ signal }) => fetchPlayerDraws(game, signal) });

/** GET draws/:drawId: one draw (its state, terms, seed hash or seed, result, the server's clock). */
export function fetchPlayerDraw(game: NumberGame, drawId: number, signal?: AbortSignal): Promise<DrawView> {
  return api.get(player(game), `draws/${drawId}`, { schema: drawViewSchema, signal });
}

export const playerDrawQuery = (game: NumberGame, drawId: number) =>
  queryOptions({
    queryKey: drawKeys.playerDraw(game, drawId),
    queryFn: ({ signal }) => fetchPlayerDraw(game, drawId, signal),
    enabled: isId(drawId),
    staleTime: 0,
  });

/**
 * GET draws/:drawId/availability: only combinations worth showing (listed, capped with stakes, sold out); one not in
 * the list is fully available. Kept current by the room's `draw:availability` pushes.
 */
export function fetchAvailability(game: NumberGame, drawId: number, signal?: AbortSignal): Promise<DrawAvailability> {
  return api.get(player(game), `draws/${drawId}/availability`, { schema: drawAvailabilitySchema, signal });
}

export const availabilityQuery = (game: NumberGame, drawId: number) =>
  queryOptions({
    queryKey: drawKeys.availability(game, drawId),
    queryFn: ({ signal }) => fetchAvailability(game, drawId, signal),
    enabled: isId(drawId),
    staleTime: 0,
  });

/** GET draws/:drawId/tickets: the caller's tickets on the draw, with each line's outcome after settlement. */
export function fetchMyTickets(game: NumberGame, drawId: number, signal?: AbortSignal): Promise<TicketView[]> {
  return api.get(player(game), `draws/${drawId}/tickets`, { schema: z.array(ticketViewSchema), signal });
}

export const myTicketsQuery = (game: NumberGame, drawId: number) =>
  queryOptions({
    queryKey: drawKeys.myTickets(game, drawId),
    queryFn: ({ signal }) => fetchMyTickets(game, drawId, signal),
    enabled: isId(drawId),
    staleTime: 0,
  });

/**
 * POST tickets {drawId, idempotencyKey, lines} → 201 {ticket, balanceCentavos, replayed} (200 for a replay: the
 * same key and body answer the first ticket, never a second one). A refusal (4xx) writes nothing; its per-line
 * reasons are read with `refusalFromError`.
 */
export function postTicket(game: NumberGame, body: PlaceTicketBody): Promise<PlacedTicket> {
  return api.post(player(game), "tickets", body, { schema: placedTicketSchema });
}

/** The server's per-line reasons of a refused ticket (the error's JSON body), else null. */
export function refusalFromError(error: unknown): TicketRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = ticketRefusalSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
