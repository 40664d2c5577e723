import { fightListSchema, type Game } from "@sabong/shared";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";

/** GET /api/{bet-ops|apple-bet-ops}/events/:eventId/fights: the event's fights; declared ones can be reverted. */
export type FightList = z.infer<typeof fightListSchema>;

export const revertFightsQueryKey = (game: Game, eventId: number) => ["betting", game, "fights", eventId] as const;

export function fetchFights(game: Game, eventId: number, signal?: AbortSignal): Promise<FightList> {
  return api.get(BETTING_RESOURCES[game].operator, `events/${eventId}/fights`, { schema: fightListSchema, signal });
}

export function useRevertFights(game: Game, eventId: number | null) {
  return useQuery({
    queryKey: revertFightsQueryKey(game, eventId ?? 0),
    queryFn: ({ signal }) => fetchFights(game, eventId ?? 0, signal),
    enabled: eventId !== null,
    staleTime: 0,
  });
}
