import { bettingEventListSchema, type EventStatus, type Game } from "@sabong/shared";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";

/** GET /api/{bet-ops|apple-bet-ops}/events?status=: the game's events (operators; admins may read). */
export type EventList = z.infer<typeof bettingEventListSchema>;

export const operatorEventsQueryKey = (game: Game, status?: EventStatus) =>
  ["betting", game, "operator-events", status ?? "all"] as const;

export function fetchOperatorEvents(game: Game, status?: EventStatus, signal?: AbortSignal): Promise<EventList> {
  const query = status ? `?status=${encodeURIComponent(status)}` : "";
  return api.get(BETTING_RESOURCES[game].operator, `events${query}`, { schema: bettingEventListSchema, signal });
}

export function useOperatorEvents(game: Game, status?: EventStatus) {
  return useQuery({
    queryKey: operatorEventsQueryKey(game, status),
    queryFn: ({ signal }) => fetchOperatorEvents(game, status, signal),
    staleTime: 5_000,
  });
}
