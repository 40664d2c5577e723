import type { FightResult, Game, Side, SideTotal } from "@sabong/shared/betting";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { resultRows } from "../../db/sql.ts";
import { notFound } from "../../errors.ts";
import { type EventRow, events, type FightRow, fights } from "./table.ts";

export type FightWithEvent = { fight: FightRow; event: EventRow };

const eventNotFound = () => notFound("Event not found");
const fightNotFound = () => notFound("Fight not found");

/** An event of this game; another game's event is "not found" (the prefix fixes the game). */
export async function findEvent(db: DbOrTx, game: Game, eventId: number): Promise<EventRow> {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.game, game)));
  if (!event) throw eventNotFound();
  return event;
}

/** An event of any game (the admin's views span games). */
export async function findAnyEvent(db: DbOrTx, eventId: number): Promise<EventRow> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw eventNotFound();
  return event;
}

export async function lockEvent(tx: Tx, game: Game, eventId: number): Promise<EventRow> {
  const [event] = await tx
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.game, game)))
    .for("update");
  if (!event) throw eventNotFound();
  return event;
}

export async function eventExists(db: DbOrTx, eventId: number): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  return row !== undefined;
}

export async function listEvents(db: DbOrTx, game: Game, statuses?: readonly string[]): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.game, game), statuses ? inArray(events.status, [...statuses]) : undefined))
    .orderBy(desc(events.eventDate), desc(events.id))
    .limit(500);
}

/** The event's current fight: the one with the highest number. */
export async function currentFight(db: DbOrTx, eventId: number): Promise<FightRow> {
  const [fight] = await db
    .select()
    .from(fights)
    .where(eq(fights.eventId, eventId))
    .orderBy(desc(fights.number))
    .limit(1);
  if (!fight) throw fightNotFound();
  return fight;
}

/** Current fights of many events in one query. */
export async function currentFights(db: DbOrTx, eventIds: readonly number[]): Promise<Map<number, FightRow>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([fights.eventId])
    .from(fights)
    .where(inArray(fights.eventId, [...eventIds]))
    .orderBy(fights.eventId, desc(fights.number));
  return new Map(rows.map((f) => [f.eventId, f]));
}

export async function findFight(db: DbOrTx, game: Game, fightId: number): Promise<FightWithEvent> {
  const [row] = await db
    .select({ fight: fights, event: events })
    .from(fights)
    .innerJoin(events, eq(events.id, fights.eventId))
    .where(and(eq(fights.id, fightId), eq(events.game, game)));
  if (!row) throw fightNotFound();
  return row;
}

/**
 * Locks the fight row. Bets take it FOR SHARE (they run side by side), state changes FOR UPDATE (they wait for the
 * bets in flight and make later bets wait, then see the new state): a bet racing a close lands before it or is
 * refused, never after.
 */
export async function lockFight(
  tx: Tx,
  game: Game,
  fightId: number,
  mode: "update" | "share",
): Promise<FightWithEvent> {
  const [row] = await tx
    .select({ fight: fights, event: events })
    .from(fights)
    .innerJoin(events, eq(events.id, fights.eventId))
    .where(and(eq(fights.id, fightId), eq(events.game, game)))
    .for(mode, { of: fights });
  if (!row) throw fightNotFound();
  return row;
}

export async function listFights(db: DbOrTx, eventId: number): Promise<FightRow[]> {
  return db.select().from(fights).where(eq(fights.eventId, eventId)).orderBy(asc(fights.number));
}

/** Per-side totals and counts of a fight's bets: one aggregate over the (fight_id, side) index. */
export async function fightTotals(db: DbOrTx, fightId: number): Promise<SideTotal[]> {
  const result = await db.execute(sql`
    select side, coalesce(sum(stake_centavos), 0) as total, count(*) as n
    from bets where fight_id = ${fightId} group by side`);
  return resultRows<{ side: Side; total: string | number; n: string | number }>(result).map((r) => ({
    side: r.side,
    totalCentavos: Number(r.total),
    betCount: Number(r.n),
  }));
}

/**
 * The time left of a fight's last call in milliseconds, counted on the database's clock (the one that set the
 * deadline, refuses bets and closes the fight), never negative; null when the fight is not in last call. Read only
 * then, so other views cost no extra query.
 */
export async function lastCallLeftMs(db: DbOrTx, fight: FightRow): Promise<number | null> {
  if (fight.state !== "LAST_CALL" || !fight.lastCallEndsAt) return null;
  const result = await db.execute(sql`
    select greatest(0, round(extract(epoch from ${fight.lastCallEndsAt.toISOString()}::timestamptz - clock_timestamp()) * 1000)) as ms`);
  return Number(resultRows<{ ms: string | number }>(result)[0]?.ms ?? 0);
}

/** Totals of every fight of an event, for the list of fights. */
export async function eventFightTotals(
  db: DbOrTx,
  eventId: number,
): Promise<Map<number, { totalCentavos: number; betCount: number }>> {
  const result = await db.execute(sql`
    select fight_id, coalesce(sum(stake_centavos), 0) as total, count(*) as n
    from bets where event_id = ${eventId} group by fight_id`);
  return new Map(
    resultRows<{ fight_id: number; total: string | number; n: string | number }>(result).map((r) => [
      Number(r.fight_id),
      { totalCentavos: Number(r.total), betCount: Number(r.n) },
    ]),
  );
}

export type ResultBoardItem = { fightId: number; number: number; result: FightResult };

/** The event's declared results, oldest first (the results board). */
export async function resultsBoard(db: DbOrTx, eventId: number): Promise<ResultBoardItem[]> {
  const rows = await db
    .select({ fightId: fights.id, number: fights.number, result: fights.result })
    .from(fights)
    .where(and(eq(fights.eventId, eventId), eq(fights.state, "DECLARED")))
    .orderBy(asc(fights.number));
  return rows.map((r) => ({ fightId: r.fightId, number: r.number, result: r.result as FightResult }));
}

export type FightName = { id: number; number: number; eventName: string; game: string };

/** What a report names a fight by (its event's name and game, its number), for these ids; unknown ids are left out. */
export async function fightNames(db: DbOrTx, fightIds: readonly number[]): Promise<FightName[]> {
  if (fightIds.length === 0) return [];
  return db
    .select({ id: fights.id, number: fights.number, eventName: events.name, game: events.game })
    .from(fights)
    .innerJoin(events, eq(events.id, fights.eventId))
    .where(inArray(fights.id, [...fightIds]));
}
