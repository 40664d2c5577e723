import { type AdminBet, type Bet, type BetStatus, GAMES, type Game } from "@sabong/shared/betting";
import type { EventResults, HistoryBet } from "@sabong/shared/history";
import { dateFilterRange } from "@sabong/shared/time";
import { and, count, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type HistoryKeyFilters, type HistoryKeyPage, readKeyPage, scopeCondition } from "../../db/history-keys.ts";
import { users, usersView } from "../users/table.ts";
import { bets, events, fights } from "./table.ts";
import { toBetView } from "./views.ts";

export type BetFilters = {
  game?: Game;
  userId?: number;
  username?: string;
  eventId?: number;
  fightId?: number;
  status?: BetStatus;
  from?: string;
  to?: string;
};

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

function conditions(f: BetFilters): SQL | undefined {
  // Date-only bounds are Manila calendar days; a date-only `to` includes its whole day.
  const { fromAt, beforeAt } = dateFilterRange(f.from, f.to);
  const list: (SQL | undefined)[] = [
    f.game ? eq(events.game, f.game) : undefined,
    f.userId ? eq(bets.userId, f.userId) : undefined,
    f.username ? eq(users.username, f.username) : undefined,
    f.eventId ? eq(bets.eventId, f.eventId) : undefined,
    f.fightId ? eq(bets.fightId, f.fightId) : undefined,
    f.status ? eq(bets.status, f.status) : undefined,
    fromAt ? gte(bets.createdAt, fromAt) : undefined,
    beforeAt ? lt(bets.createdAt, beforeAt) : undefined,
  ];
  return and(...list);
}

/** A bet with its fight, event and bettor: the admin list and the export read the same row. */
function selectAdminBets(db: DbOrTx) {
  return db
    .select({
      bet: bets,
      fightNumber: fights.number,
      result: fights.result,
      game: events.game,
      eventName: events.name,
      username: users.username,
    })
    .from(bets)
    .innerJoin(fights, eq(fights.id, bets.fightId))
    .innerJoin(events, eq(events.id, bets.eventId))
    .innerJoin(users, eq(users.id, bets.userId))
    .$dynamic();
}

type AdminBetRow = Awaited<ReturnType<typeof selectAdminBets>>[number];

function toAdminBet(r: AdminBetRow): AdminBet {
  return {
    ...toBetView({ ...r.bet, fightNumber: r.fightNumber, result: r.result }),
    userId: r.bet.userId,
    username: r.username,
    game: r.game as Game,
    eventName: r.eventName,
  };
}

/** Newest first; the page and the total come from the same filters. */
export async function betPage(
  db: DbOrTx,
  filters: BetFilters,
  page: number,
  pageSize: number,
): Promise<Page<AdminBet>> {
  const where = conditions(filters);
  const [rows, [total]] = await Promise.all([
    selectAdminBets(db)
      .where(where)
      .orderBy(desc(bets.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(bets)
      .innerJoin(events, eq(events.id, bets.eventId))
      .innerJoin(users, eq(users.id, bets.userId))
      .where(where),
  ]);
  return { items: rows.map(toAdminBet), total: Number(total?.n ?? 0), page, pageSize };
}

/** A player's own bets on one fight, newest first (the event screen). */
export async function myFightBets(db: DbOrTx, userId: number, fightId: number): Promise<Bet[]> {
  const rows = await db
    .select({ bet: bets, fightNumber: fights.number, result: fights.result })
    .from(bets)
    .innerJoin(fights, eq(fights.id, bets.fightId))
    .where(and(eq(bets.userId, userId), eq(bets.fightId, fightId)))
    .orderBy(desc(bets.id))
    .limit(500);
  return rows.map((r) => toBetView({ ...r.bet, fightNumber: r.fightNumber, result: r.result }));
}

export type ExportRow = AdminBet;

/** An event's bets in id order, a batch at a time (keyset paging keeps each query cheap on big events). */
export async function* eventBetBatches(db: DbOrTx, eventId: number, batchSize = 5000): AsyncGenerator<ExportRow[]> {
  let afterId = 0;
  for (;;) {
    const rows = await selectAdminBets(db)
      .where(and(eq(bets.eventId, eventId), gte(bets.id, afterId + 1)))
      .orderBy(bets.id)
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map(toAdminBet);
    afterId = rows[rows.length - 1]?.bet.id ?? afterId;
    if (rows.length < batchSize) return;
  }
}

// ---------------------------------------------------------------- one history of every game (issue 22)

/** A search that can name a row by its number: no leading zero ("007" is a combination, never ticket 7). */
export function searchedId(q: string | undefined): number | null {
  if (!q || !/^[1-9][0-9]{0,9}$/.test(q)) return null;
  const id = Number(q);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The keys (kind, id, placed at) of the bets these filters select, as a statement the history module unions with the
 * tickets' keys; null when no bet can match (a number game chosen, a combination searched).
 */
function betHistoryKeys(f: HistoryKeyFilters): SQL | null {
  if (f.game !== undefined && !(GAMES as readonly string[]).includes(f.game)) return null;
  const id = f.q === undefined ? undefined : searchedId(f.q);
  if (id === null) return null;
  const { fromAt, beforeAt } = dateFilterRange(f.from, f.to);
  const where = and(
    f.game ? eq(events.game, f.game) : undefined,
    f.status ? eq(bets.status, f.status) : undefined,
    id !== undefined ? eq(bets.id, id) : undefined,
    fromAt ? gte(bets.createdAt, fromAt) : undefined,
    beforeAt ? lt(bets.createdAt, beforeAt) : undefined,
    scopeCondition(bets.userId, f, usersView),
  );
  return sql`select 'bet' as kind, ${bets.id} as id, ${bets.createdAt} as created_at from ${bets}
    inner join ${events} on ${events.id} = ${bets.eventId} ${where ? sql`where ${where}` : sql``}`;
}

/** The first `limit` keys of the bets these filters select, newest first, and their count (the history's page). */
export const betHistoryKeyPage = (db: DbOrTx, f: HistoryKeyFilters, limit: number): Promise<HistoryKeyPage> =>
  readKeyPage(db, betHistoryKeys(f), limit);

/** These bets as rows of the one history (any order; the caller orders them). */
export async function historyBets(db: DbOrTx, ids: readonly number[]): Promise<HistoryBet[]> {
  if (ids.length === 0) return [];
  const rows = await selectAdminBets(db).where(inArray(bets.id, [...ids]));
  return rows.map((r) => {
    const { id, userId, username, createdAt, status, stakeCentavos, payoutCentavos, ...bet } = toAdminBet(r);
    return {
      kind: "bet",
      game: bet.game,
      id,
      userId,
      username,
      createdAt,
      status,
      stakeCentavos,
      payoutCentavos,
      eventId: bet.eventId,
      eventName: bet.eventName,
      fightNumber: bet.fightNumber,
      side: bet.side,
      result: bet.result,
      per100Centavos: bet.per100Centavos,
      settledAt: bet.settledAt,
    };
  });
}

/** A live game's events of one day with their declared fights in order (the results history). */
export async function eventResultsOfDay(db: DbOrTx, game: Game, day: string): Promise<EventResults[]> {
  const eventRows = await db
    .select({ id: events.id, name: events.name, eventDate: events.eventDate, status: events.status })
    .from(events)
    .where(and(eq(events.game, game), eq(events.eventDate, day)))
    .orderBy(events.id);
  if (eventRows.length === 0) return [];
  const fightRows = await db
    .select({ eventId: fights.eventId, number: fights.number, result: fights.result, declaredAt: fights.declaredAt })
    .from(fights)
    .where(
      and(
        inArray(
          fights.eventId,
          eventRows.map((e) => e.id),
        ),
        isNotNull(fights.result),
      ),
    )
    .orderBy(fights.eventId, fights.number);
  return eventRows.map((event) => ({
    ...event,
    fights: fightRows
      .filter((f) => f.eventId === event.id)
      .map((f) => ({
        number: f.number,
        result: f.result as EventResults["fights"][number]["result"],
        declaredAt: f.declaredAt?.toISOString() ?? null,
      })),
  }));
}
