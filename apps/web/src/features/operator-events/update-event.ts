import { type BettingEvent, type BettingEventPatch, bettingEventSchema, type Game } from "@sabong/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";
import { consoleWithEvent } from "./console-updates.ts";
import { type EventConsoleData, eventConsoleQueryKey } from "./get-event-console.ts";

/** PUT /api/{bet-ops|apple-bet-ops}/events/:eventId (only the fields given change) → the event. */
export function putEvent(game: Game, eventId: number, patch: BettingEventPatch): Promise<BettingEvent> {
  return api.put(BETTING_RESOURCES[game].operator, `events/${eventId}`, patch, { schema: bettingEventSchema });
}

export function useUpdateEvent(game: Game) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, patch }: { eventId: number; patch: BettingEventPatch }) => putEvent(game, eventId, patch),
    onSuccess: (event) => {
      queryClient.setQueryData<EventConsoleData>(eventConsoleQueryKey(game, event.id), (current) =>
        current ? consoleWithEvent(current, event) : current,
      );
      void queryClient.invalidateQueries({ queryKey: ["betting", game, "operator-events"] });
    },
  });
}
