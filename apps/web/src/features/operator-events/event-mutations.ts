import type { BettingEventInput, BettingEventPatch, Game } from "@sabong/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { bettingKeys } from "../../api/betting/keys.ts";
import { eventConsoleQuery, postEvent, putEvent } from "../../api/betting/operator.ts";
import { roomWithEvent } from "../../lib/event-room.ts";

/** Creating an event: its console is cached from the answer (the next screen), the event lists refresh. */
export function useCreateEvent(game: Game) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BettingEventInput) => postEvent(game, body),
    onSuccess: (screen) => {
      queryClient.setQueryData(eventConsoleQuery(game, screen.event.id).queryKey, screen);
      void queryClient.invalidateQueries({ queryKey: bettingKeys.operatorEvents(game) });
    },
  });
}

/** Editing an event: the answer goes into its console, the event lists refresh. */
export function useUpdateEvent(game: Game) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, patch }: { eventId: number; patch: BettingEventPatch }) => putEvent(game, eventId, patch),
    onSuccess: (event) => {
      queryClient.setQueryData(eventConsoleQuery(game, event.id).queryKey, (current) =>
        current ? roomWithEvent(current, event) : current,
      );
      void queryClient.invalidateQueries({ queryKey: bettingKeys.operatorEvents(game) });
    },
  });
}
