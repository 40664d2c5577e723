import { type Game, liveEventListSchema } from "@sabong/shared";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";

/** GET /api/{bets2|apple-new}/events: the lobby: live and upcoming events with their current fight. */
export type LiveEventList = z.infer<typeof liveEventListSchema>;

export const liveEventsQueryKey = (game: Game) => ["betting", game, "lobby"] as const;

export function fetchLiveEvents(game: Game, signal?: AbortSignal): Promise<LiveEventList> {
  return api.get(BETTING_RESOURCES[game].player, "events", { schema: liveEventListSchema, signal });
}

/** The lobby refreshes on its own every 10 s (fight states are pushed only to an event's own room). */
export const LOBBY_REFRESH_MS = 10_000;

export function useLiveEvents(game: Game) {
  return useQuery({
    queryKey: liveEventsQueryKey(game),
    queryFn: ({ signal }) => fetchLiveEvents(game, signal),
    refetchInterval: LOBBY_REFRESH_MS,
    staleTime: 0,
  });
}
