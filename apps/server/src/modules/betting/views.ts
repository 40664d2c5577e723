import {
  allowedActions,
  type Bet,
  type BetStatus,
  type BettingEvent,
  type EventStatus,
  type FightResult,
  type FightState,
  type FightView,
  type Game,
  poolOdds,
  type Side,
  type SideTotal,
  type SideTotals,
  sidesFor,
} from "@sabong/shared/betting";
import { entriesView } from "./entries.ts";
import type { BetRow, EventRow, FightRow } from "./table.ts";

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function toEventView(row: EventRow): BettingEvent {
  const game = row.game as Game;
  return {
    id: row.id,
    game,
    name: row.name,
    eventDate: row.eventDate,
    videoUrl: row.videoUrl,
    plasadaBp: row.plasadaBp,
    drawOddsMultiplier: row.drawOddsMultiplier,
    minStakeCentavos: row.minStakeCentavos,
    maxStakeCentavos: row.maxStakeCentavos,
    drawEnabled: row.drawEnabled,
    lastCallSeconds: row.lastCallSeconds,
    status: row.status as EventStatus,
    sides: [...sidesFor(game, row.drawEnabled)],
    createdAt: row.createdAt.toISOString(),
  };
}

/** The plasada a fight settles at: frozen when betting opened, the event's current one before that. */
export function fightPlasadaBp(fight: FightRow, event: EventRow): number {
  return fight.plasadaBp ?? event.plasadaBp;
}

export function fightDrawOdds(fight: FightRow, event: EventRow): number {
  return fight.drawOddsMultiplier ?? event.drawOddsMultiplier;
}

export function totalsMap(totals: readonly SideTotal[]): SideTotals {
  const map: SideTotals = {};
  for (const t of totals) map[t.side] = (map[t.side] ?? 0) + t.totalCentavos;
  return map;
}

/** Every offered side with its total (0 where nobody bet), plus DRAW if bets on it exist although it is not offered. */
export function completeTotals(game: Game, drawEnabled: boolean, totals: readonly SideTotal[]): SideTotal[] {
  const bySide = new Map(totals.map((t) => [t.side, t]));
  const sides: Side[] = [...sidesFor(game, drawEnabled)];
  if (!sides.includes("DRAW") && bySide.has("DRAW")) sides.push("DRAW");
  return sides.map((side) => bySide.get(side) ?? { side, totalCentavos: 0, betCount: 0 });
}

export function oddsOf(game: Game, totals: readonly SideTotal[], plasadaBp: number): FightView["odds"] {
  return poolOdds(game, totalsMap(totals), plasadaBp).map((o) => ({
    side: o.side,
    per100Centavos: o.per100Centavos,
    lowPayout: o.lowPayout,
  }));
}

/** A fight's pool as players see it: every offered side's total, the odds, and the sums. */
export type PoolFigures = Pick<FightView, "totals" | "odds" | "totalCentavos" | "betCount">;

export function poolFigures(
  game: Game,
  drawEnabled: boolean,
  plasadaBp: number,
  rawTotals: readonly SideTotal[],
): PoolFigures {
  const totals = completeTotals(game, drawEnabled, rawTotals);
  let totalCentavos = 0;
  let betCount = 0;
  for (const t of totals) {
    totalCentavos += t.totalCentavos;
    betCount += t.betCount;
  }
  return { totals, odds: oddsOf(game, totals, plasadaBp), totalCentavos, betCount };
}

/** `lastCallLeftMs`: the time left of a last call, read from the database's clock (repository.ts lastCallLeftMs). */
export function toFightView(
  fight: FightRow,
  event: EventRow,
  rawTotals: readonly SideTotal[],
  lastCallLeftMs: number | null,
): FightView {
  const pool = poolFigures(event.game as Game, event.drawEnabled, fightPlasadaBp(fight, event), rawTotals);
  const state = fight.state as FightState;
  return {
    id: fight.id,
    eventId: fight.eventId,
    number: fight.number,
    state,
    result: (fight.result as FightResult | null) ?? null,
    pausedSides: fight.pausedSides as Side[],
    ...pool,
    lowPayout: pool.odds.some((o) => o.lowPayout),
    allowedActions: allowedActions(state),
    openedAt: iso(fight.openedAt),
    closedAt: iso(fight.closedAt),
    declaredAt: iso(fight.declaredAt),
    entries: entriesView(event.game as Game, fight.entries),
    ...lastCallCountdown(state, fight.lastCallEndsAt, lastCallLeftMs),
  };
}

/** The deadline, and the time left (counted on the database's clock; the view is sent right after). */
function lastCallCountdown(
  state: FightState,
  endsAt: Date | null,
  leftMs: number | null,
): Pick<FightView, "lastCallEndsAt" | "lastCallRemainingMs"> {
  if (state !== "LAST_CALL" || !endsAt || leftMs === null) return { lastCallEndsAt: null, lastCallRemainingMs: null };
  return { lastCallEndsAt: endsAt.toISOString(), lastCallRemainingMs: leftMs };
}

/** A bet row joined with its fight's number and result. */
export type BetWithFight = BetRow & { fightNumber: number; result: string | null };

export function toBetView(row: BetWithFight): Bet {
  return {
    id: row.id,
    eventId: row.eventId,
    fightId: row.fightId,
    fightNumber: row.fightNumber,
    side: row.side as Side,
    stakeCentavos: row.stakeCentavos,
    status: row.status as BetStatus,
    per100Centavos: row.per100Centavos,
    // A pending bet has no result yet even if its fight (reverted) once had one.
    result: row.status === "PENDING" ? null : ((row.result as FightResult | null) ?? null),
    payoutCentavos: row.payoutCentavos,
    createdAt: row.createdAt.toISOString(),
    settledAt: iso(row.settledAt),
  };
}
