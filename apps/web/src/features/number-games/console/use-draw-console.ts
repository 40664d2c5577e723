import { drawStaffRoom } from "@sabong/shared/contracts";
import type { NumberGame } from "@sabong/shared/games";
import type { DrawView } from "@sabong/shared/number-games";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { drawKeys } from "../../../api/number-games/keys.ts";
import { drawTallyQuery, staffDrawQuery } from "../../../api/number-games/staff.ts";
import { useLiveRoom } from "../../../lib/live-updates.ts";
import { usePush } from "../../../lib/realtime.ts";

/**
 * A view of the draw without the staff's facts: the players' view (settlement and who entered or confirmed the
 * result withheld). A full view of a settled draw always carries its settlement, and of an entered result who entered
 * it; such a push must not replace the console's draw (it is read again instead).
 */
export function isPlayerView(view: Pick<DrawView, "state" | "settlement" | "resultEnteredBy">): boolean {
  return (
    (view.state === "SETTLED" && view.settlement === null) ||
    (view.state === "RESULT_ENTERED" && view.resultEnteredBy === null)
  );
}

/**
 * The draw console's data: the draw and its tally, both kept current by the staff room `draw-staff:<id>` only
 * (`draw:state` there is the full view with settlement and names; `draw:tally` the figures). The players' room
 * `draw:<id>` is not joined: its views leave those out. Both poll every 2 s while the room is not live and refetch
 * after a reconnect. A new state also refreshes the draw lists (tabs, badges).
 */
export function useDrawConsole(game: NumberGame, drawId: number) {
  const queryClient = useQueryClient();
  const valid = Number.isSafeInteger(drawId) && drawId > 0;
  const drawOptions = staffDrawQuery(game, drawId);
  const tallyOptions = drawTallyQuery(game, drawId);
  const refetchDraw = () => queryClient.invalidateQueries({ queryKey: drawOptions.queryKey });

  const room = useLiveRoom(valid ? drawStaffRoom(drawId) : null, () => {
    void refetchDraw();
    void queryClient.invalidateQueries({ queryKey: tallyOptions.queryKey });
  });
  const draw = useQuery({
    ...drawOptions,
    refetchInterval: room.refetchInterval,
    refetchIntervalInBackground: true,
  });
  const tally = useQuery({
    ...tallyOptions,
    refetchInterval: room.refetchInterval,
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
    if (pushed.id !== drawId || pushed.game !== game) return;
    if (isPlayerView(pushed)) void refetchDraw();
    else applyDraw(pushed);
  });
  usePush("draw:tally", (pushed) => {
    if (pushed.drawId === drawId) queryClient.setQueryData(tallyOptions.queryKey, pushed);
  });

  return { draw, tally, applyDraw, live: room.live, showReconnecting: room.showReconnecting };
}

export type DrawConsole = ReturnType<typeof useDrawConsole>;
