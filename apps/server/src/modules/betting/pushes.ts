import type { FightView } from "@sabong/shared/betting";
import { eventRoom, typeRoom } from "@sabong/shared/contracts";
import type { DomainEventMap } from "../../events/domain-events.ts";
import type { PushHandlers } from "../../events/publisher.ts";
import { eventView, fightViewById } from "./screens.ts";

/** Totals of one fight are pushed at most once per window: 4 a second however many bets arrive. */
export const TOTALS_WINDOW_MS = 250;
const MAX_FIGHTS_THROTTLED = 10_000;

type FightRef = DomainEventMap["fight.changed"];

/** Fights, results, reverts, events and operator warnings: each pushes what its screens show, in commit order. */
export const bettingPushes: PushHandlers = ({ db, realtime, log, closed, inOrder, keyedThrottle }) => {
  const fightNow = async ({ game, fightId }: FightRef): Promise<FightView | null> => {
    const view = await fightViewById(db, game, fightId);
    return closed() ? null : view;
  };
  const pushFight = async (ref: FightRef): Promise<void> => {
    const view = await fightNow(ref);
    if (view) realtime.toRoom(eventRoom(view.eventId), "fight:state", view);
  };
  const pushTotals = async (ref: FightRef): Promise<void> => {
    const view = await fightNow(ref);
    if (!view) return;
    const { eventId, id: fightId, totals, odds, totalCentavos, betCount } = view;
    realtime.toRoom(eventRoom(eventId), "fight:totals", { eventId, fightId, totals, odds, totalCentavos, betCount });
  };
  const totals = keyedThrottle<number, FightRef>("totals", {
    windowMs: TOTALS_WINDOW_MS,
    maxKeys: MAX_FIGHTS_THROTTLED,
    run: pushTotals,
  });
  return {
    "bets.placed": (event) => totals.changed(event.fightId, event),
    "fight.changed": (event) => inOrder("fight", () => pushFight(event)),
    "fight.settled": (event) =>
      inOrder("result", async () => {
        await pushFight(event);
        const { eventId, fightId, number, result, odds } = event;
        realtime.toRoom(eventRoom(eventId), "fight:result", { eventId, fightId, number, result, odds });
      }),
    "fight.reverted": (event) =>
      inOrder("revert", async () => {
        await pushFight(event);
        const { eventId, fightId, number } = event;
        realtime.toRoom(eventRoom(eventId), "fight:reverted", { eventId, fightId, number });
      }),
    "event.changed": (event) =>
      inOrder("event", async () => {
        const view = await eventView(db, event.game, event.eventId);
        if (closed()) return;
        // Its room, the players' lobby and the staff's event lists.
        for (const room of [eventRoom(view.id), typeRoom("player"), typeRoom("staff")]) {
          realtime.toRoom(room, "event:updated", view);
        }
      }),
    "operator.warning": ({ eventId, fightId, message }) =>
      inOrder("warning", () => {
        log.warn({ eventId, fightId }, message);
        realtime.toRoom(typeRoom("staff"), "operator:warning", { eventId, fightId, message });
      }),
  };
};
