import {
  type BalancePush,
  BETTING_SOCKET_EVENTS,
  type BettingEvent,
  eventRoom,
  type FightResultPush,
  type FightRevertedPush,
  type FightTotalsPush,
  type FightView,
  type Game,
  type OperatorWarningPush,
} from "@sabong/shared";
import type { Db } from "../../db/client.ts";
import type { Realtime } from "../../realtime/server.ts";
import { typeRoom } from "../../realtime/server.ts";
import { pointsBalances } from "./accounts.ts";
import { eventExists, fightTotals } from "./repository.ts";
import { poolFigures } from "./views.ts";

/** Totals of one fight are pushed at most once per window: 4 a second however many bets arrive. */
export const TOTALS_WINDOW_MS = 250;

/** What a totals push needs of a fight: which one, and how its pool is priced. */
export type TotalsSubject = { fightId: number; eventId: number; game: Game; drawEnabled: boolean; plasadaBp: number };

/** Every push happens after commit; none carries anything a client could use to move money. */
export type BettingPush = {
  fight: (view: FightView) => void;
  totalsChanged: (subject: TotalsSubject) => void;
  result: (push: FightResultPush) => void;
  reverted: (push: FightRevertedPush) => void;
  event: (event: BettingEvent) => void;
  balance: (userId: number, pointsCentavos: number) => void;
  balances: (userIds: readonly number[]) => Promise<void>;
  warning: (push: OperatorWarningPush) => void;
  close: () => void;
};

type TotalsEntry = { timer: NodeJS.Timeout | null; pending: boolean; subject: TotalsSubject };

export function createBettingPush(
  db: Db,
  realtime: Realtime,
  log: { warn: (o: object, m: string) => void },
): BettingPush {
  const entries = new Map<number, TotalsEntry>();
  let closed = false;

  const emitTotals = async (entry: TotalsEntry): Promise<void> => {
    try {
      const { fightId, eventId, game, drawEnabled, plasadaBp } = entry.subject;
      const pool = poolFigures(game, drawEnabled, plasadaBp, await fightTotals(db, fightId));
      const push: FightTotalsPush = { eventId, fightId, ...pool };
      if (!closed) realtime.toRoom(eventRoom(eventId), BETTING_SOCKET_EVENTS.totals, push);
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
    totalsChanged: (subject) => {
      if (closed || !realtime.io) return; // nobody can listen: spare the aggregate query
      const entry = entries.get(subject.fightId);
      if (entry) {
        entry.pending = true;
        entry.subject = subject;
        return;
      }
      const fresh: TotalsEntry = { timer: null, pending: false, subject };
      entries.set(subject.fightId, fresh);
      void emitTotals(fresh);
      fresh.timer = setTimeout(() => tick(subject.fightId), TOTALS_WINDOW_MS);
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
