import type {
  BettingEvent,
  EventConsole,
  EventScreen,
  FightResult,
  FightState,
  FightSummary,
  FightView,
  Game,
} from "@sabong/shared/betting";
import { stakeBackSetting } from "@sabong/shared/betting";
import type { DbOrTx } from "../../db/client.ts";
import { pointsBalances } from "../ledger/service.ts";
import { entriesView } from "./entries.ts";
import { myFightBets } from "./history.ts";
import {
  currentFight,
  currentFights,
  eventFightTotals,
  fightTotals,
  findEvent,
  findFight,
  lastCallLeftMs,
  listEvents,
  listFights,
  resultsBoard,
} from "./repository.ts";
import { storedSettlement } from "./settlement.ts";
import { readStakeBack } from "./stake-back.ts";
import type { EventRow, FightRow } from "./table.ts";
import { toEventView, toFightView } from "./views.ts";

/** A fight with its live totals (one aggregate query) and, in last call, its time left (one more). */
export async function fightView(db: DbOrTx, fight: FightRow, event: EventRow): Promise<FightView> {
  const [totals, leftMs] = await Promise.all([fightTotals(db, fight.id), lastCallLeftMs(db, fight)]);
  return toFightView(fight, event, totals, leftMs);
}

/** A fight as screens show it now, by id (for pushes after commit). */
export async function fightViewById(db: DbOrTx, game: Game, fightId: number): Promise<FightView> {
  const [{ fight, event }, totals] = await Promise.all([findFight(db, game, fightId), fightTotals(db, fightId)]);
  return toFightView(fight, event, totals, await lastCallLeftMs(db, fight));
}

export async function eventView(db: DbOrTx, game: Game, eventId: number): Promise<BettingEvent> {
  return toEventView(await findEvent(db, game, eventId));
}

export async function eventConsole(db: DbOrTx, game: Game, eventId: number): Promise<EventConsole> {
  const event = await findEvent(db, game, eventId);
  const fight = await currentFight(db, eventId);
  const [view, results] = await Promise.all([fightView(db, fight, event), resultsBoard(db, eventId)]);
  return { event: toEventView(event), fight: view, results };
}

export async function eventScreen(db: DbOrTx, game: Game, eventId: number, userId: number): Promise<EventScreen> {
  const event = await findEvent(db, game, eventId);
  const fight = await currentFight(db, eventId);
  const [view, results, myBets, balances, stakeBack] = await Promise.all([
    fightView(db, fight, event),
    resultsBoard(db, eventId),
    myFightBets(db, userId, fight.id),
    pointsBalances(db, [userId]),
    readStakeBack(db),
  ]);
  return {
    event: toEventView(event),
    fight: view,
    results,
    myBets,
    balanceCentavos: balances.get(userId) ?? 0,
    stakeBack: stakeBackSetting(stakeBack),
  };
}

/** The player's lobby: live and upcoming events with their current fight. */
export async function liveEvents(db: DbOrTx, game: Game) {
  const rows = await listEvents(db, game, ["LIVE", "UPCOMING"]);
  const current = await currentFights(
    db,
    rows.map((e) => e.id),
  );
  // Live first, then upcoming; each by date.
  const ordered = [...rows].sort(
    (a, b) => Number(b.status === "LIVE") - Number(a.status === "LIVE") || a.eventDate.localeCompare(b.eventDate),
  );
  return {
    items: ordered.map((event) => {
      const fight = current.get(event.id);
      return {
        event: toEventView(event),
        fight: fight
          ? {
              id: fight.id,
              number: fight.number,
              state: fight.state as FightState,
              result: (fight.result as FightResult | null) ?? null,
            }
          : null,
      };
    }),
  };
}

export async function fightList(db: DbOrTx, game: Game, eventId: number): Promise<{ items: FightSummary[] }> {
  await findEvent(db, game, eventId);
  const [rows, totals] = await Promise.all([listFights(db, eventId), eventFightTotals(db, eventId)]);
  return {
    items: rows.map((f) => ({
      id: f.id,
      eventId: f.eventId,
      number: f.number,
      state: f.state as FightState,
      result: (f.result as FightResult | null) ?? null,
      totalCentavos: totals.get(f.id)?.totalCentavos ?? 0,
      betCount: totals.get(f.id)?.betCount ?? 0,
      settlement: storedSettlement(f.settlement),
      revertCount: f.revertCount,
      declaredAt: f.declaredAt ? f.declaredAt.toISOString() : null,
      entries: entriesView(game, f.entries),
    })),
  };
}
