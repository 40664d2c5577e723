import { type Game, liveEventListSchema } from "@sabong/shared";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";

/** GET /api/{bets2|apple-new}/events: live and upcoming events (names for the history's event filter). */
export type PlayerEventList = z.infer<typeof liveEventListSchema>;

export function fetchPlayerEvents(game: Game, signal?: AbortSignal): Promise<PlayerEventList> {
  return api.get(BETTING_RESOURCES[game].player, "events", { schema: liveEventListSchema, signal });
}

export function usePlayerEvents(game: Game) {
  return useQuery({
    queryKey: ["betting", game, "lobby"],
    queryFn: ({ signal }) => fetchPlayerEvents(game, signal),
  });
}
