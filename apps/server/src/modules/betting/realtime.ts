import {
  type BalancePush,
  BETTING_SOCKET_EVENTS,
  type BettingEvent,
  eventRoom,
  type FightResultPush,
  type FightRevertedPush,
  type FightTotalsPush,
  type FightView,
  type OperatorWarningPush,
} from "@sabong/shared";
import type { Db } from "../../db/client.ts";
import type { Realtime } from "../../realtime/server.ts";
import { typeRoom } from "../../realtime/server.ts";
import { pointsBalances } from "./accounts.ts";
import { eventExists, fightTotals } from "./repository.ts";
import type { EventRow, FightRow } from "./table.ts";
import { toFightView } from "./views.ts";

/** Totals of one fight are pushed at most once per window: 4 a second however many bets arrive. */
export const TOTALS_WINDOW_MS = 250;

/** Every push happens after commit; none carries anything a client could use to move money. */
export type BettingPush = {
  fight: (view: FightView) => void;
  totalsChanged: (fight: FightRow, event: EventRow) => void;
  result: (push: FightResultPush) => void;
  reverted: (push: FightRevertedPush) => void;
  event: (event: BettingEvent) => void;
  balance: (userId: number, pointsCentavos: number) => void;
  balances: (userIds: readonly number[]) => Promise<void>;
  warning: (push: OperatorWarningPush) => void;
  close: () => void;
};

type TotalsEntry = { timer: NodeJS.Timeout | null; pending: boolean; fight: FightRow; event: EventRow };

export function createBettingPush(
  db: Db,
  realtime: Realtime,
  log: { warn: (o: object, m: string) => void },
): BettingPush {
  const entries = new Map<number, TotalsEntry>();
  let closed = false;

  const emitTotals = async (entry: TotalsEntry): Promise<void> => {
    try {
      const view = toFightView(entry.fight, entry.event, await fightTotals(db, entry.fight.id));
      const push: FightTotalsPush = {
        eventId: view.eventId,
        fightId: view.id,
        totals: view.totals,
        odds: view.odds,
        totalCentavos: view.totalCentavos,
        betCount: view.betCount,
      };
      if (!closed) realtime.toRoom(eventRoom(view.eventId), BETTING_SOCKET_EVENTS.totals, push);
    } catch (err) {
      if (!closed) log.warn({ err }, "totals push failed");
    }
  };

  // Throttle per fight: the first change pushes at once and opens a window; changes inside the window are
  // coalesced into one push when it ends, which opens the next window.
  const tick = (fightId: number): void => {
    const entry = entries.get(fightId);
    if (!entry) return;
    if (!entry.pending || closed) {
      entries.delete(fightId);
      return;
    }
    entry.pending = false;
    void emitTotals(entry);
    entry.timer = setTimeout(() => tick(fightId), TOTALS_WINDOW_MS);
    entry.timer.unref();
  };

  return {
    fight: (view) => realtime.toRoom(eventRoom(view.eventId), BETTING_SOCKET_EVENTS.fight, view),
    totalsChanged: (fight, event) => {
      if (closed || !realtime.io) return; // nobody can listen: spare the aggregate query
      const entry = entries.get(fight.id);
      if (entry) {
        entry.pending = true;
        entry.fight = fight;
        entry.event = event;
        return;
      }
      const fresh: TotalsEntry = { timer: null, pending: false, fight, event };
      entries.set(fight.id, fresh);
      void emitTotals(fresh);
      fresh.timer = setTimeout(() => tick(fight.id), TOTALS_WINDOW_MS);
      fresh.timer.unref();
    },
    result: (push) => realtime.toRoom(eventRoom(push.eventId), BETTING_SOCKET_EVENTS.result, push),
    reverted: (push) => realtime.toRoom(eventRoom(push.eventId), BETTING_SOCKET_EVENTS.reverted, push),
    event: (event) => {
      realtime.toRoom(eventRoom(event.id), BETTING_SOCKET_EVENTS.event, event);
      realtime.toRoom(typeRoom("player"), BETTING_SOCKET_EVENTS.event, event);
      realtime.toRoom(typeRoom("staff"), BETTING_SOCKET_EVENTS.event, event);
    },
    balance: (userId, pointsCentavos) => {
      const push: BalancePush = { pointsCentavos };
      realtime.toUser(userId, BETTING_SOCKET_EVENTS.balance, push);
    },
    balances: async (userIds) => {
      if (!realtime.io || userIds.length === 0) return;
      try {
        const balances = await pointsBalances(db, userIds);
        for (const [userId, pointsCentavos] of balances) {
          const push: BalancePush = { pointsCentavos };
          realtime.toUser(userId, BETTING_SOCKET_EVENTS.balance, push);
        }
      } catch (err) {
        if (!closed) log.warn({ err }, "balance push failed");
      }
    },
    warning: (push) => realtime.toRoom(typeRoom("staff"), BETTING_SOCKET_EVENTS.warning, push),
    close: () => {
      closed = true;
      for (const entry of entries.values()) if (entry.timer) clearTimeout(entry.timer);
      entries.clear();
    },
  };
}

/** Signed-in sockets may join the room of an event that exists (read-only: rooms only receive pushes). */
export function registerEventRooms(db: Db, realtime: Realtime): void {
  realtime.onJoin(async (room) => {
    const match = /^event:(\d{1,9})$/.exec(room);
    if (!match) return false;
    return eventExists(db, Number(match[1]));
  });
}
