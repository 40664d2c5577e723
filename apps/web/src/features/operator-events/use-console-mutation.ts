import type { EventConsole, FightView, Game } from "@sabong/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { consoleWithFight } from "./console-updates.ts";
import { eventConsoleQueryKey } from "./get-event-console.ts";
import { eventFightsQueryKey } from "./list-fights.ts";

/**
 * The console's actions share one rule: put the fight the server answered into the console at once (the push that
 * follows changes nothing), and refresh the results (board, fights list) when a result may have changed.
 */
export function useConsoleMutation<TVars, TAnswer>(
  game: Game,
  eventId: number,
  mutationFn: (vars: TVars) => Promise<TAnswer>,
  fightOf: (answer: TAnswer) => FightView,
  options: { refreshResults?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      const fight = fightOf(answer);
      queryClient.setQueryData<EventConsole>(eventConsoleQueryKey(game, eventId), (current) =>
        current ? consoleWithFight(current, fight) : current,
      );
      void queryClient.invalidateQueries({ queryKey: eventFightsQueryKey(game, eventId) });
      if (options.refreshResults) void queryClient.invalidateQueries({ queryKey: eventConsoleQueryKey(game, eventId) });
    },
  });
}
