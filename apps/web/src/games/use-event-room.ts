import type { FightView } from "@sabong/shared/betting";
import {
  eventRoom,
  type FightResultPush,
  type FightRevertedPush,
  type OperatorWarningPush,
} from "@sabong/shared/contracts";
import {
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { type LiveRoom, useLiveRoom } from "../lib/live-updates.ts";
import { usePush } from "../lib/realtime.ts";
import {
  type RoomView,
  roomWithEvent,
  roomWithFight,
  roomWithoutResult,
  roomWithResult,
  roomWithTotals,
} from "./event-room.ts";

export type EventRoomOptions<T extends RoomView, K extends QueryKey> = {
  eventId: number;
  /** The room's view: query options from the api module (its key is where the pushes are applied). */
  query: UseQueryOptions<T, Error, T, K> & { queryKey: K };
  /** Refetched with the view after a result, a revert or a reconnect (e.g. the console's fights list). */
  related?: readonly QueryKey[];
  /** How a fight push changes the view (default `roomWithFight`). */
  withFight?: (view: T, fight: FightView) => T;
  /** `before`: the view as it was when the push arrived. */
  onResult?: (push: FightResultPush, before: T | undefined) => void;
  onReverted?: (push: FightRevertedPush) => void;
  onWarning?: (push: OperatorWarningPush) => void;
};

export type EventRoom<T> = LiveRoom & {
  query: UseQueryResult<T>;
  /** Changes the cached view (e.g. with the answer of the screen's own action). */
  update: (change: (view: T) => T) => void;
  /** Refetches the view and the related queries. */
  refresh: () => void;
};

/**
 * An event room's screen (the player's event screen, the operator's console): stays in the room `event:<id>` while
 * mounted, applies every push of the room to the cached view through the reducers of ./event-room.ts (fight states,
 * totals, event edits, results and reverts on the board), polls every 2 s while pushes cannot arrive and refetches
 * after a reconnect. A result or a revert also refetches: the server's settlement figures (bets won, fights list)
 * are not in the push.
 */
export function useEventRoom<T extends RoomView, K extends QueryKey>(options: EventRoomOptions<T, K>): EventRoom<T> {
  const { eventId, query: view, related = [], withFight = roomWithFight } = options;
  const queryClient = useQueryClient();
  const key = view.queryKey;

  const refresh = () => {
    for (const queryKey of [key, ...related]) void queryClient.invalidateQueries({ queryKey });
  };
  const update = (change: (current: T) => T) =>
    queryClient.setQueryData<T>(key, (current) => (current ? change(current) : current));

  const live = useLiveRoom(Number.isSafeInteger(eventId) ? eventRoom(eventId) : null, refresh);
  const query = useQuery({ ...view, refetchInterval: live.refetchInterval, refetchIntervalInBackground: true });

  usePush("fight:state", (fight) => {
    if (fight.eventId === eventId) update((current) => withFight(current, fight));
  });
  usePush("fight:totals", (push) => {
    if (push.eventId === eventId) update((current) => roomWithTotals(current, push));
  });
  usePush("event:updated", (event) => {
    if (event.id === eventId) update((current) => roomWithEvent(current, event));
  });
  usePush("fight:result", (push) => {
    if (push.eventId !== eventId) return;
    const before = queryClient.getQueryData<T>(key);
    update((current) => roomWithResult(current, push));
    options.onResult?.(push, before);
    refresh();
  });
  usePush("fight:reverted", (push) => {
    if (push.eventId !== eventId) return;
    update((current) => roomWithoutResult(current, push));
    options.onReverted?.(push);
    refresh();
  });
  usePush("operator:warning", (push) => {
    if (push.eventId === eventId) options.onWarning?.(push);
  });
  // The integrity watch's alerts on this event's fights show like the operators' other warnings.
  usePush("integrity:alert", (push) => {
    if (push.eventId === eventId) options.onWarning?.(push);
  });

  return { ...live, query, update, refresh };
}
