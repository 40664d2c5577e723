import { fightListSchema, type Game } from "@sabong/shared";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";

/** GET /api/{bet-ops|apple-bet-ops}/events/:eventId/fights: the fights of the chosen event (for the fight filter). */
export type AdminFightList = z.infer<typeof fightListSchema>;

export function fetchAdminFights(game: Game, eventId: number, signal?: AbortSignal): Promise<AdminFightList> {
  return api.get(BETTING_RESOURCES[game].operator, `events/${eventId}/fights`, { schema: fightListSchema, signal });
}

export function useAdminFights(game: Game | undefined, eventId: number | undefined) {
  return useQuery({
    queryKey: ["admin", "bet-fights", game, eventId],
    queryFn: ({ signal }) => fetchAdminFights(game ?? "sabong", eventId ?? 0, signal),
    enabled: game !== undefined && eventId !== undefined,
  });
}
