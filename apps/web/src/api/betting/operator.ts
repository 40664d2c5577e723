import {
  type BettingEvent,
  type BettingEventInput,
  type BettingEventPatch,
  bettingEventListSchema,
  bettingEventSchema,
  type EventConsole,
  type EventStatus,
  eventConsoleSchema,
  type FightEntriesUpdate,
  type FightView,
  fightListSchema,
  fightViewSchema,
  GAMES,
  type Game,
} from "@sabong/shared/betting";
import { liveGame } from "@sabong/shared/games";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { viewWithLastCallDeadline } from "../../lib/use-last-call-countdown.ts";
import { isId } from "./ids.ts";
import { bettingKeys } from "./keys.ts";

/** The operator's side of the betting engine: /api/{bet-ops|apple-bet-ops}/… (staff act, admins may read). */

export const operatorResource = (game: Game) => liveGame(game).api.operator;

export type EventList = z.infer<typeof bettingEventListSchema>;
export type FightList = z.infer<typeof fightListSchema>;

/** GET events?status=: the game's events. */
export function fetchOperatorEvents(game: Game, status?: EventStatus, signal?: AbortSignal): Promise<EventList> {
  const query = status ? `?status=${encodeURIComponent(status)}` : "";
  return api.get(operatorResource(game), `events${query}`, { schema: bettingEventListSchema, signal });
}

export const operatorEventsQuery = (game: Game, status?: EventStatus) =>
  queryOptions({
    queryKey: bettingKeys.operatorEventList(game, status),
    queryFn: ({ signal }) => fetchOperatorEvents(game, status, signal),
    staleTime: 5_000,
  });

/** Newest first: by date, then by id. */
export function newestEventsFirst(events: readonly BettingEvent[]): BettingEvent[] {
  return [...events].sort((a, b) => b.eventDate.localeCompare(a.eventDate) || b.id - a.id);
}

/** The games whose events a list covers: one, or every game. */
export const gamesOf = (game: Game | undefined): readonly Game[] => (game ? [game] : GAMES);

/** POST events → 201 the new event's console (fight 1 waits in STANDBY). */
export function postEvent(game: Game, body: BettingEventInput): Promise<EventConsole> {
  return api.post(operatorResource(game), "events", body, { schema: eventConsoleSchema });
}

/** PUT events/:eventId (only the fields given change) → the event. */
export function putEvent(game: Game, eventId: number, patch: BettingEventPatch): Promise<BettingEvent> {
  return api.put(operatorResource(game), `events/${eventId}`, patch, { schema: bettingEventSchema });
}

/**
 * GET events/:eventId: the console: the event, its current fight with live totals, odds and allowed actions, and
 * the results board. Kept current by the event room's pushes (or polling while they stop).
 */
export async function fetchEventConsole(game: Game, eventId: number, signal?: AbortSignal): Promise<EventConsole> {
  const view = await api.get(operatorResource(game), `events/${eventId}`, { schema: eventConsoleSchema, signal });
  return viewWithLastCallDeadline(view); // the last call counts from now, when the view arrived
}

export const eventConsoleQuery = (game: Game, eventId: number) =>
  queryOptions({
    queryKey: bettingKeys.console(game, eventId),
    queryFn: ({ signal }) => fetchEventConsole(game, eventId, signal),
    staleTime: 0,
    enabled: isId(eventId),
  });

/** GET events/:eventId/fights: every fight of the event with its settlement figures. */
export function fetchEventFights(game: Game, eventId: number, signal?: AbortSignal): Promise<FightList> {
  return api.get(operatorResource(game), `events/${eventId}/fights`, { schema: fightListSchema, signal });
}

export const eventFightsQuery = (game: Game, eventId: number) =>
  queryOptions({
    queryKey: bettingKeys.fights(game, eventId),
    queryFn: ({ signal }) => fetchEventFights(game, eventId, signal),
    staleTime: 0,
    enabled: isId(eventId),
  });

/** POST events/:eventId/next {idempotencyKey} → the console with fight n+1 in STANDBY (after a result). */
export function postNextFight(game: Game, eventId: number, idempotencyKey: string): Promise<EventConsole> {
  const body = { idempotencyKey };
  return api.post(operatorResource(game), `events/${eventId}/next`, body, { schema: eventConsoleSchema });
}

/** PUT fights/:fightId/entries → the fight with its new entries (they replace them all; `previous`: what the form had). */
export function putFightEntries(game: Game, fightId: number, update: FightEntriesUpdate): Promise<FightView> {
  return api.put(operatorResource(game), `fights/${fightId}/entries`, update, { schema: fightViewSchema });
}
