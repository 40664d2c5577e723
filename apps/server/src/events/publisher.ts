import type { FightView } from "@sabong/shared/betting";
import { drawRoom, drawStaffRoom, eventRoom, typeRoom } from "@sabong/shared/contracts";
import type { Db } from "../db/client.ts";
import { countDroppedPush } from "../metrics/registry.ts";
import { eventView, fightViewById } from "../modules/betting/service.ts";
import { balancesOf } from "../modules/ledger/service.ts";
import { drawAvailability, drawTally, drawView, findDraw, playerDrawView } from "../modules/number-games/service.ts";
import type { Realtime } from "../realtime/types.ts";
import { createCoalescer } from "./coalesce.ts";
import type { DomainEvent, DomainEventMap, DomainEventType } from "./domain-events.ts";
import { createKeyedThrottle } from "./throttle.ts";
import type { Publish } from "./transact.ts";

/** Totals of one fight are pushed at most once per window: 4 a second however many bets arrive. */
export const TOTALS_WINDOW_MS = 250;
/** A draw's availability is pushed at most 4 a second, its staff tally at most 2 a second, however many tickets. */
export const AVAILABILITY_WINDOW_MS = 250;
export const TALLY_WINDOW_MS = 500;
/** Users whose wallets changed within this window get their balances in one read (a bet adds no query). */
export const BALANCE_WINDOW_MS = 50;
/** Users per balance read (a settlement may pay thousands). */
export const BALANCE_READ_CHUNK = 5_000;
const MAX_BALANCES_WAITING = 200_000;
const MAX_FIGHTS_THROTTLED = 10_000;
const MAX_ORDERED_WAITING = 10_000;
const MAX_DRAWS_THROTTLED = 10_000;

export type Publisher = {
  /** Hand to setPublisher: never throws, never waits; pushes go out when their reads are done. */
  publish: Publish;
  /** Resolves once every push handed so far has gone out (tests; nothing waits for it in production). */
  idle: () => Promise<void>;
  /** Stops the timers; later events are dropped. */
  close: () => void;
};

type Log = { warn: (details: object, message: string) => void };
type FightRef = DomainEventMap["fight.changed"];
type DrawRef = DomainEventMap["draw.changed"];
type EventOf<K extends DomainEventType> = Extract<DomainEvent, { type: K }>;

/**
 * The one place committed domain events become socket pushes (contracts: packages/shared contracts/pushes.ts; the
 * typed Realtime refuses a payload that does not match its push). A failed push is logged, never thrown: the commit
 * it reports stands, and screens catch up on their next fetch.
 */
export function createPublisher({ db, realtime, log }: { db: Db; realtime: Realtime; log: Log }): Publisher {
  let closed = false;
  const inFlight = new Set<Promise<void>>();
  const failed = (what: string) => (err: unknown) => {
    countDroppedPush(what);
    if (!closed) log.warn({ err }, `${what} push failed`);
  };
  const track = (what: string, work: Promise<void>): Promise<void> => {
    const tracked = work.catch(failed(what)).finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return tracked;
  };

  // Pushes that read what they show go one after another in commit order, so an older state never lands last.
  let ordered: Promise<void> = Promise.resolve();
  let orderedWaiting = 0;
  const inOrder = (what: string, work: () => Promise<void> | void): void => {
    if (orderedWaiting >= MAX_ORDERED_WAITING) {
      failed(what)(new Error("too many pushes waiting"));
      return;
    }
    orderedWaiting++;
    ordered = ordered
      .then(() => (closed ? undefined : work()))
      .catch(failed(what))
      .finally(() => {
        orderedWaiting--;
      });
  };

  const fightNow = async ({ game, fightId }: FightRef): Promise<FightView | null> => {
    const view = await fightViewById(db, game, fightId);
    return closed ? null : view;
  };
  const pushFight = async (ref: FightRef): Promise<void> => {
    const view = await fightNow(ref);
    if (view) realtime.toRoom(eventRoom(view.eventId), "fight:state", view);
  };
  const pushTotals = async (ref: FightRef): Promise<void> => {
    const view = await fightNow(ref);
    if (!view) return;
    const { eventId, id: fightId, totals: sides, odds, totalCentavos, betCount } = view;
    realtime.toRoom(eventRoom(eventId), "fight:totals", {
      eventId,
      fightId,
      totals: sides,
      odds,
      totalCentavos,
      betCount,
    });
  };
  const pushBalances = async (userIds: number[]): Promise<void> => {
    for (let i = 0; i < userIds.length && !closed; i += BALANCE_READ_CHUNK) {
      try {
        const balances = await balancesOf(db, userIds.slice(i, i + BALANCE_READ_CHUNK));
        if (closed) return;
        for (const [userId, balance] of balances) realtime.toUser(userId, "balance", balance);
      } catch (err) {
        failed("balance")(err);
      }
    }
  };

  // Combinations changed on each draw since its last availability push (bounded like the throttle's keys).
  const changedCombinations = new Map<number, Set<string>>();
  const pushDraw = async ({ game, drawId }: DrawRef): Promise<void> => {
    const view = await drawView(db, await findDraw(db, game, drawId));
    if (closed) return;
    // Players (the draw's room, their lists) get the player view; staff (the staff room, their lists) the full one.
    const forPlayers = playerDrawView(view);
    for (const room of [drawRoom(drawId), typeRoom("player")]) realtime.toRoom(room, "draw:state", forPlayers);
    for (const room of [drawStaffRoom(drawId), typeRoom("staff"), typeRoom("admin")]) {
      realtime.toRoom(room, "draw:state", view);
    }
  };
  const pushAvailability = async ({ drawId }: DrawRef): Promise<void> => {
    const combinations = [...(changedCombinations.get(drawId) ?? [])];
    changedCombinations.delete(drawId);
    if (combinations.length === 0) return;
    const changed = await drawAvailability(db, drawId, combinations);
    if (changed && !closed) realtime.toRoom(drawRoom(drawId), "draw:availability", { drawId, changed });
  };
  const pushTally = async ({ drawId }: DrawRef): Promise<void> => {
    const tally = await drawTally(db, drawId);
    if (!closed) realtime.toRoom(drawStaffRoom(drawId), "draw:tally", tally);
  };
  const availability = createKeyedThrottle<number, DrawRef>({
    windowMs: AVAILABILITY_WINDOW_MS,
    maxKeys: MAX_DRAWS_THROTTLED,
    run: (ref) => track("availability", pushAvailability(ref)),
  });
  const tally = createKeyedThrottle<number, DrawRef>({
    windowMs: TALLY_WINDOW_MS,
    maxKeys: MAX_DRAWS_THROTTLED,
    run: (ref) => track("tally", pushTally(ref)),
  });
  const ticketsPlaced = ({ game, drawId, combinations }: DomainEventMap["tickets.placed"]): void => {
    let pending = changedCombinations.get(drawId);
    if (!pending) {
      if (changedCombinations.size >= MAX_DRAWS_THROTTLED) return;
      pending = new Set();
      changedCombinations.set(drawId, pending);
    }
    for (const c of combinations) pending.add(c);
    availability.changed(drawId, { game, drawId });
    tally.changed(drawId, { game, drawId });
  };

  const totals = createKeyedThrottle<number, FightRef>({
    windowMs: TOTALS_WINDOW_MS,
    maxKeys: MAX_FIGHTS_THROTTLED,
    run: (ref) => track("totals", pushTotals(ref)),
  });
  const balances = createCoalescer({
    windowMs: BALANCE_WINDOW_MS,
    maxPending: MAX_BALANCES_WAITING,
    flush: pushBalances,
  });

  // One entry per event type (the type checker makes sure none is missing), each pushing what its screens show.
  const handlers: { [K in DomainEventType]: (event: EventOf<K>) => void } = {
    "balance.changed": (event) => balances.add(event.userIds),
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
        if (closed) return;
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
    "announcement.set": (event) =>
      inOrder("announcement", () => realtime.toEveryone("announcement", { value: event.value })),
    "players.refresh": () => inOrder("refresh", () => realtime.toPlayers("refresh", {})),
    "draw.changed": (event) => inOrder("draw", () => pushDraw(event)),
    "tickets.placed": (event) => ticketsPlaced(event),
  };
  const route = <K extends DomainEventType>(event: EventOf<K>): void => handlers[event.type as K](event);

  return {
    publish: (events) => {
      if (closed) return;
      for (const event of events) {
        try {
          route(event);
        } catch (err) {
          failed(event.type)(err);
        }
      }
    },
    idle: async () => {
      // Each step may start the next (a totals window ends, a balance read finishes): wait until all are quiet.
      while (!closed) {
        const tail = ordered;
        await Promise.all([tail, balances.idle(), ...inFlight]);
        const throttled = totals.size() + availability.size() + tally.size();
        if (tail === ordered && inFlight.size === 0 && throttled === 0) return;
        if (throttled > 0) await new Promise((resolve) => setTimeout(resolve, TOTALS_WINDOW_MS / 5));
      }
    },
    close: () => {
      closed = true;
      totals.close();
      availability.close();
      tally.close();
      changedCombinations.clear();
      balances.close();
    },
  };
}
