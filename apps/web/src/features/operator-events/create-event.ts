import { type BettingEventInput, type EventConsole, eventConsoleSchema, type Game } from "@sabong/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";
import { eventConsoleQueryKey } from "./get-event-console.ts";

/** POST /api/{bet-ops|apple-bet-ops}/events → 201 the new event's screen (fight 1 waits in STANDBY). */
export function postEvent(game: Game, body: BettingEventInput): Promise<EventConsole> {
  return api.post(BETTING_RESOURCES[game].operator, "events", body, { schema: eventConsoleSchema });
}

export function useCreateEvent(game: Game) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BettingEventInput) => postEvent(game, body),
    onSuccess: (screen) => {
      queryClient.setQueryData(eventConsoleQueryKey(game, screen.event.id), screen);
      void queryClient.invalidateQueries({ queryKey: ["betting", game, "operator-events"] });
    },
  });
}
