import type { AdminBet, Bet, BetStatus, Game } from "@sabong/shared/betting";
import { dateFilterRange } from "@sabong/shared/time";
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
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
