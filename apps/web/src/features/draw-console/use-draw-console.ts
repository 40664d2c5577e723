import { type DrawView, drawRoom, drawStaffRoom, type NumberGame } from "@sabong/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { drawKeys } from "../../api/draws/keys.ts";
import { drawTallyQuery, staffDrawQuery } from "../../api/draws/staff.ts";
import { useLiveRoom } from "../../lib/live-updates.ts";
import { usePush } from "../../lib/realtime.ts";

/**
 * The draw console's data: the draw (kept current by `draw:state` pushes in the room `draw:<id>`) and its tally
 * (`draw:tally` pushes in the staff room `draw-staff:<id>`). Each polls every 2 s while its room is not live and
 * refetches after a reconnect. A new state also refreshes the draw lists (tabs, badges).
 */
export function useDrawConsole(game: NumberGame, drawId: number) {
  const queryClient = useQueryClient();
  const valid = Number.isSafeInteger(drawId) && drawId > 0;
  const drawOptions = staffDrawQuery(game, drawId);
  const tallyOptions = drawTallyQuery(game, drawId);

  const drawLive = useLiveRoom(valid ? drawRoom(drawId) : null, () =>
    queryClient.invalidateQueries({ queryKey: drawKeys.staffDraw(game, drawId) }),
  );
  const tallyLive = useLiveRoom(valid ? drawStaffRoom(drawId) : null, () =>
    queryClient.invalidateQueries({ queryKey: drawKeys.tally(game, drawId) }),
  );
  const draw = useQuery({
    ...drawOptions,
    refetchInterval: drawLive.refetchInterval,
    refetchIntervalInBackground: true,
  });
  const tally = useQuery({
    ...tallyOptions,
    refetchInterval: tallyLive.refetchInterval,
    refetchIntervalInBackground: true,
  });

  /** The answer of an action (or a push) is the draw as it now is. */
  const applyDraw = (next: DrawView) => {
    const before = queryClient.getQueryData<DrawView>(drawOptions.queryKey);
    queryClient.setQueryData(drawOptions.queryKey, next);
    if (before?.state !== next.state) void queryClient.invalidateQueries({ queryKey: drawKeys.staffDraws(game) });
    // Settled, cancelled or reverted: the tally's figures (refunds, liabilities) are read again.
    if (before && before.state !== next.state && next.state !== "OPEN") {
      void queryClient.invalidateQueries({ queryKey: tallyOptions.queryKey });
    }
  };

  usePush("draw:state", (pushed) => {
    if (pushed.id === drawId && pushed.game === game) applyDraw(pushed);
  });
  usePush("draw:tally", (pushed) => {
    if (pushed.drawId === drawId) queryClient.setQueryData(tallyOptions.queryKey, pushed);
  });

  return {
    draw,
    tally,
    applyDraw,
    live: drawLive.live && tallyLive.live,
    showReconnecting: drawLive.showReconnecting || tallyLive.showReconnecting,
  };
}

export type DrawConsole = ReturnType<typeof useDrawConsole>;
