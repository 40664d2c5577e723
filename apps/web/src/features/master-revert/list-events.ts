import { bettingEventListSchema, type Game } from "@sabong/shared";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";

/** GET /api/{bet-ops|apple-bet-ops}/events: every event of the game, to pick the one whose result is reverted. */
export type EventList = z.infer<typeof bettingEventListSchema>;

export const revertEventsQueryKey = (game: Game) => ["betting", game, "operator-events", "all"] as const;

export function fetchEvents(game: Game, signal?: AbortSignal): Promise<EventList> {
  return api.get(BETTING_RESOURCES[game].operator, "events", { schema: bettingEventListSchema, signal });
}

export function useRevertEvents(game: Game) {
  return useQuery({ queryKey: revertEventsQueryKey(game), queryFn: ({ signal }) => fetchEvents(game, signal) });
}
