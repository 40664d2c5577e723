import type { BettingEventInput, BettingEventPatch, FightEntriesUpdate, Game } from "@sabong/shared/betting";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { bettingKeys } from "../../api/betting/keys.ts";
import { eventConsoleQuery, postEvent, putEvent, putFightEntries } from "../../api/betting/operator.ts";
import { roomWithEvent, roomWithFight } from "../../games/event-room.ts";

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

/** Setting a fight's entries: the answer goes into the console at once, the list of fights refreshes. */
export function useSaveFightEntries(game: Game, eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fightId, update }: { fightId: number; update: FightEntriesUpdate }) =>
      putFightEntries(game, fightId, update),
    onSuccess: (fight) => {
      queryClient.setQueryData(eventConsoleQuery(game, eventId).queryKey, (current) =>
        current ? roomWithFight(current, fight) : current,
      );
      void queryClient.invalidateQueries({ queryKey: bettingKeys.fights(game, eventId) });
    },
  });
}

/** Fetches the console again (not from the cache) and answers its current fight: the entries as they are now. */
export function useRefetchConsoleFight(game: Game, eventId: number) {
  const queryClient = useQueryClient();
  return async () => (await queryClient.fetchQuery({ ...eventConsoleQuery(game, eventId), staleTime: 0 })).fight;
}
