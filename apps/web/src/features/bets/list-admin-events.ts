import { type BettingEvent, bettingEventListSchema, GAMES, type Game } from "@sabong/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";

/** GET /api/{bet-ops|apple-bet-ops}/events (admins may read): the events of one or both games, newest first. */
export function fetchGameEvents(game: Game, signal?: AbortSignal): Promise<BettingEvent[]> {
  return api
    .get(BETTING_RESOURCES[game].operator, "events", { schema: bettingEventListSchema, signal })
    .then((list) => list.items);
}

export function useAdminEvents(game: Game | undefined) {
  return useQuery({
    queryKey: ["admin", "bet-events", game ?? "all"],
    queryFn: async ({ signal }) => {
      const games = game ? [game] : [...GAMES];
      const lists = await Promise.all(games.map((g) => fetchGameEvents(g, signal)));
      return lists.flat().sort((a, b) => b.eventDate.localeCompare(a.eventDate) || b.id - a.id);
    },
  });
}
