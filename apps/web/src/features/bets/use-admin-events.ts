import type { Game } from "@sabong/shared/betting";
import { useQueries } from "@tanstack/react-query";
import { gamesOf, newestEventsFirst, operatorEventsQuery } from "../../api/betting/operator.ts";

/** The events of one game or of every game (admins read the operators' lists), newest first. */
export function useAdminEvents(game: Game | undefined) {
  return useQueries({
    queries: gamesOf(game).map((g) => operatorEventsQuery(g)),
    combine: (results) => ({
      data: results.every((r) => r.data) ? newestEventsFirst(results.flatMap((r) => r.data?.items ?? [])) : undefined,
    }),
  });
}
