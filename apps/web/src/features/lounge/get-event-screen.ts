import { type EventScreen, eventScreenSchema, type Game } from "@sabong/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";

/**
 * GET /api/{bets2|apple-new}/events/:eventId: the player's event screen: the event, its current fight with totals
 * and odds, the results board, the player's bets on the fight and the balance. Kept current by socket pushes
 * (see event-screen-updates.ts) and, while those cannot arrive, by polling.
 */
export const eventScreenQueryKey = (game: Game, eventId: number) => ["betting", game, "screen", eventId] as const;

export function fetchEventScreen(game: Game, eventId: number, signal?: AbortSignal): Promise<EventScreen> {
  return api.get(BETTING_RESOURCES[game].player, `events/${eventId}`, { schema: eventScreenSchema, signal });
}

export function useEventScreen(game: Game, eventId: number, refetchInterval: number | false) {
  return useQuery({
    queryKey: eventScreenQueryKey(game, eventId),
    queryFn: ({ signal }) => fetchEventScreen(game, eventId, signal),
    refetchInterval,
    refetchIntervalInBackground: true,
    staleTime: 0,
    enabled: Number.isSafeInteger(eventId) && eventId > 0,
  });
}
