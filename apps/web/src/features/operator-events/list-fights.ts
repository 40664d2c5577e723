import { fightListSchema, type Game } from "@sabong/shared";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";

/** GET /api/{bet-ops|apple-bet-ops}/events/:eventId/fights: every fight of the event with its settlement figures. */
export type FightList = z.infer<typeof fightListSchema>;

export const eventFightsQueryKey = (game: Game, eventId: number) => ["betting", game, "fights", eventId] as const;

export function fetchEventFights(game: Game, eventId: number, signal?: AbortSignal): Promise<FightList> {
  return api.get(BETTING_RESOURCES[game].operator, `events/${eventId}/fights`, { schema: fightListSchema, signal });
}

export function useEventFights(game: Game, eventId: number) {
  return useQuery({
    queryKey: eventFightsQueryKey(game, eventId),
    queryFn: ({ signal }) => fetchEventFights(game, eventId, signal),
    enabled: Number.isSafeInteger(eventId) && eventId > 0,
    staleTime: 0,
  });
}
