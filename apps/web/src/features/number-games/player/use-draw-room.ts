import { drawRoom } from "@sabong/shared/contracts";
import type { NumberGame } from "@sabong/shared/games";
import type { DrawView } from "@sabong/shared/number-games";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { isId } from "../../../api/betting/ids.ts";
import { drawKeys } from "../../../api/number-games/keys.ts";
import {
  availabilityQuery,
  type DrawAvailability,
  myTicketsQuery,
  type PlayerDrawList,
  playerDrawQuery,
  playerDrawsQuery,
} from "../../../api/number-games/player.ts";
import { useLiveRoom } from "../../../lib/live-updates.ts";
import { usePush } from "../../../lib/realtime.ts";
import { withChangedAvailability } from "./availability.ts";
import { listWithDraw, outcomesMayChange } from "./draw-updates.ts";

/** The open/recent list refreshes on its own every 30 s (pushes only come for the draw on screen). */
export const LIST_REFRESH_MS = 30_000;

/** The game's open and recent draws (the picker, the results). */
export function useDrawList(game: NumberGame) {
  return useQuery({ ...playerDrawsQuery(game), refetchInterval: LIST_REFRESH_MS });
}

/**
 * The chosen draw's data: its view, availability and the player's tickets.
 * Stays in the room `draw:<id>` while mounted: `draw:state` pushes replace the draw (closed at cut-off, result,
 * settlement) and `draw:availability` pushes update sold-out and capped combinations; while pushes cannot arrive,
 * the draw and its availability are polled every 2 s, and a reconnect refetches them.
 */
export function useDrawRoom(game: NumberGame, drawId: number) {
  const queryClient = useQueryClient();
  const room = isId(drawId) ? drawRoom(drawId) : null;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: drawKeys.draw(game, drawId) });
    void queryClient.invalidateQueries({ queryKey: drawKeys.playerDraws(game) });
  };
  const live = useLiveRoom(room, refresh);

  const draw = useQuery({ ...playerDrawQuery(game, drawId), refetchInterval: live.refetchInterval });
  const availability = useQuery({ ...availabilityQuery(game, drawId), refetchInterval: live.refetchInterval });
  const tickets = useQuery(myTicketsQuery(game, drawId));

  usePush("draw:state", (view) => {
    if (view.game !== game) return;
    // The list (picker, results) follows every draw of the game whose push reaches this screen.
    queryClient.setQueryData<PlayerDrawList>(drawKeys.playerDraws(game), (current) =>
      current ? listWithDraw(current, view) : current,
    );
    if (view.id !== drawId) return;
    const before = queryClient.getQueryData<DrawView>(drawKeys.playerDraw(game, drawId));
    queryClient.setQueryData<DrawView>(drawKeys.playerDraw(game, drawId), view);
    if (outcomesMayChange(before, view)) {
      void queryClient.invalidateQueries({ queryKey: drawKeys.myTickets(game, drawId) });
    }
  });
  usePush("draw:availability", (push) => {
    if (push.drawId !== drawId) return;
    queryClient.setQueryData<DrawAvailability>(drawKeys.availability(game, drawId), (current) =>
      withChangedAvailability(current ?? { drawId, combinations: [] }, push.changed),
    );
  });

  return { ...live, draw, availability, tickets, refresh };
}
