import { type EventConsole, eventConsoleSchema, type Game } from "@sabong/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";
import { eventConsoleQueryKey } from "./get-event-console.ts";
import { eventFightsQueryKey } from "./list-fights.ts";

/** POST /api/{bet-ops|apple-bet-ops}/events/:eventId/next → the screen with fight n+1 in STANDBY (after a result). */
export function postNextFight(game: Game, eventId: number): Promise<EventConsole> {
  return api.post(BETTING_RESOURCES[game].operator, `events/${eventId}/next`, {}, { schema: eventConsoleSchema });
}

export function useNextFight(game: Game, eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postNextFight(game, eventId),
    onSuccess: (screen) => {
      queryClient.setQueryData(eventConsoleQueryKey(game, eventId), screen);
      void queryClient.invalidateQueries({ queryKey: eventFightsQueryKey(game, eventId) });
    },
  });
}
