import type { AdminBet, Bet, BetStatus, Game } from "@sabong/shared";
import { and, count, desc, eq, gte, lt, lte, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../users/table.ts";
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

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** The platform's day: a date-only filter means that calendar day in the Philippines (UTC+8, no DST). */
const MANILA_OFFSET = "+08:00";
const DAY_MS = 86_400_000;

/** `from` is the start of its day; a date-only `to` includes its whole day, so the bound is the next midnight. */
export function dateBounds(from?: string, to?: string): { from?: Date; toExclusive?: Date; toInclusive?: Date } {
  const bounds: { from?: Date; toExclusive?: Date; toInclusive?: Date } = {};
  if (from) bounds.from = DATE_ONLY.test(from) ? new Date(`${from}T00:00:00${MANILA_OFFSET}`) : new Date(from);
  if (to) {
    if (DATE_ONLY.test(to))
      bounds.toExclusive = new Date(new Date(`${to}T00:00:00${MANILA_OFFSET}`).getTime() + DAY_MS);
    else bounds.toInclusive = new Date(to);
  }
  return bounds;
}

function conditions(f: BetFilters): SQL | undefined {
  const { from, toExclusive, toInclusive } = dateBounds(f.from, f.to);
  const list: (SQL | undefined)[] = [
    f.game ? eq(events.game, f.game) : undefined,
    f.userId ? eq(bets.userId, f.userId) : undefined,
    f.username ? eq(users.username, f.username) : undefined,
    f.eventId ? eq(bets.eventId, f.eventId) : undefined,
    f.fightId ? eq(bets.fightId, f.fightId) : undefined,
    f.status ? eq(bets.status, f.status) : undefined,
    from ? gte(bets.createdAt, from) : undefined,
    toExclusive ? lt(bets.createdAt, toExclusive) : undefined,
    toInclusive ? lte(bets.createdAt, toInclusive) : undefined,
  ];
  return and(...list);
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
    db
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
  return {
    items: rows.map((r) => ({
      ...toBetView({ ...r.bet, fightNumber: r.fightNumber, result: r.result }),
      userId: r.bet.userId,
      username: r.username,
      game: r.game as Game,
      eventName: r.eventName,
    })),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
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
    const rows = await db
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
      .where(and(eq(bets.eventId, eventId), gte(bets.id, afterId + 1)))
      .orderBy(bets.id)
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((r) => ({
      ...toBetView({ ...r.bet, fightNumber: r.fightNumber, result: r.result }),
      userId: r.bet.userId,
      username: r.username,
      game: r.game as Game,
      eventName: r.eventName,
    }));
    afterId = rows[rows.length - 1]?.bet.id ?? afterId;
    if (rows.length < batchSize) return;
  }
}
