import type { BettingEvent, EventConsole, FightView } from "@sabong/shared/betting";
import type { FightResultPush, FightRevertedPush, FightTotalsPush } from "@sabong/shared/contracts";
import { withLastCallDeadline } from "../lib/use-last-call-countdown.ts";

/**
 * Pure updates of a cached event room view (the player's event screen, the operator's console: both carry the
 * event, its current fight and the results board) from the room's pushes. Each returns the same object when the
 * push changes nothing, so TanStack Query does not re-render for it.
 */
export type ResultBoardItem = EventConsole["results"][number];
export type RoomView = { event: BettingEvent; fight: FightView; results: ResultBoardItem[] };

/** Applies a totals push to the fight it is about (same fight only): totals, odds, counts and the low-payout flag. */
export function withTotals<F extends FightView>(fight: F, push: FightTotalsPush): F {
  if (push.fightId !== fight.id) return fight;
  return {
    ...fight,
    totals: push.totals,
    odds: push.odds,
    totalCentavos: push.totalCentavos,
    betCount: push.betCount,
    lowPayout: push.odds.some((o) => o.lowPayout),
  };
}

/**
 * Which fight a room should show after a fight push: the pushed one when it is the same fight or a later one
 * (the operator started the next fight); the current one otherwise (e.g. an older fight was reverted).
 */
export function nextCurrentFight(current: FightView, pushed: FightView): FightView {
  if (pushed.eventId !== current.eventId) return current;
  if (pushed.id === current.id || pushed.number > current.number) return pushed;
  return current;
}

/** A fight push (or an action's answer) arrived: its last-call deadline is stamped on this device's clock now. */
export function roomWithFight<R extends RoomView>(room: R, pushed: FightView): R {
  const fight = nextCurrentFight(room.fight, withLastCallDeadline(pushed));
  return fight === room.fight ? room : { ...room, fight };
}

export function roomWithTotals<R extends RoomView>(room: R, push: FightTotalsPush): R {
  if (push.eventId !== room.event.id || push.fightId !== room.fight.id) return room;
  return { ...room, fight: withTotals(room.fight, push) };
}

export function roomWithEvent<R extends RoomView>(room: R, event: BettingEvent): R {
  return event.id === room.event.id ? { ...room, event } : room;
}

/** A result declared (or declared again after a revert): the board shows it at once, in fight order. */
export function roomWithResult<R extends RoomView>(room: R, push: FightResultPush): R {
  if (push.eventId !== room.event.id) return room;
  const item = { fightId: push.fightId, number: push.number, result: push.result };
  const same = room.results.find((r) => r.fightId === push.fightId);
  if (same?.result === push.result) return room;
  const results = [...room.results.filter((r) => r.fightId !== push.fightId), item].sort((a, b) => a.number - b.number);
  return { ...room, results };
}

/** A result reverted: it leaves the board until the fight is declared again. */
export function roomWithoutResult<R extends RoomView>(room: R, push: FightRevertedPush): R {
  if (push.eventId !== room.event.id || !room.results.some((r) => r.fightId === push.fightId)) return room;
  return { ...room, results: room.results.filter((r) => r.fightId !== push.fightId) };
}
