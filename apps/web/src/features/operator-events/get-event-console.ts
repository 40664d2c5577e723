import { type EventConsole, eventConsoleSchema, type Game } from "@sabong/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";

/**
 * GET /api/{bet-ops|apple-bet-ops}/events/:eventId: the operator's console: the event, its current fight with live
 * totals, odds and allowed actions, and the results board. Kept current by pushes, or polling while they stop.
 */
export type EventConsoleData = EventConsole;

export const eventConsoleQueryKey = (game: Game, eventId: number) => ["betting", game, "console", eventId] as const;

export function fetchEventConsole(game: Game, eventId: number, signal?: AbortSignal): Promise<EventConsole> {
  return api.get(BETTING_RESOURCES[game].operator, `events/${eventId}`, { schema: eventConsoleSchema, signal });
}

export function useEventConsole(game: Game, eventId: number, refetchInterval: number | false) {
  return useQuery({
    queryKey: eventConsoleQueryKey(game, eventId),
    queryFn: ({ signal }) => fetchEventConsole(game, eventId, signal),
    refetchInterval,
    refetchIntervalInBackground: true,
    staleTime: 0,
    enabled: Number.isSafeInteger(eventId) && eventId > 0,
  });
}
