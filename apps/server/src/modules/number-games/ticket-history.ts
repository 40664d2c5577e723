import { NUMBER_GAMES, type NumberGame } from "@sabong/shared/games";
import { type HistoryTicket, ticketPayoutCentavos, ticketStatus } from "@sabong/shared/history";
import { type DrawView, drawLabel, matchupSchema } from "@sabong/shared/number-games";
import { dateFilterRange, manilaDayBounds } from "@sabong/shared/time";
import { and, asc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type HistoryKeyFilters, type HistoryKeyPage, readKeyPage, scopeCondition } from "../../db/history-keys.ts";
import { searchedId } from "../betting/service.ts";
import { users, usersView } from "../users/table.ts";
import { draws, type TicketLineRow, ticketLines, tickets } from "./table.ts";
import { toTicketView } from "./tickets.ts";
import { drawViews, playerDrawView } from "./views.ts";

const isNumberGame = (game: string) => (NUMBER_GAMES as readonly string[]).includes(game);

/**
 * Whether one of the ticket's lines hits its draw's result (the shared `lineHits` in SQL): straight on the exact
 * combination, rambolito on the same digits sorted. Only read for settled draws.
 */
const ticketHits = sql`exists (select 1 from ${ticketLines} l where l.ticket_id = ${tickets.id}
  and length(l.combination) = length(${draws.result})
  and ((l.form = 'straight' and l.combination = ${draws.result})
    or (l.form = 'rambolito' and l.digits_key = (select string_agg(c, '' order by c collate "C")
      from unnest(string_to_array(${draws.result}, null)) as c))))`;

/** A ticket's status (`ticketStatus`) as a condition on its draw: what the status filter reads. */
function statusCondition(status: NonNullable<HistoryKeyFilters["status"]>): SQL {
  const settled = sql`${draws.state} = 'SETTLED' and ${draws.result} is not null`;
  switch (status) {
    case "REFUNDED":
      return sql`${draws.state} = 'CANCELLED'`;
    case "PENDING":
      return sql`not (${settled}) and ${draws.state} <> 'CANCELLED'`;
    case "WON":
      return sql`${settled} and ${ticketHits}`;
    case "LOST":
      return sql`${settled} and not ${ticketHits}`;
  }
}

/** The first `limit` keys of the tickets these filters select, newest first, and their count (the history's page). */
export const ticketHistoryKeyPage = (db: DbOrTx, f: HistoryKeyFilters, limit: number): Promise<HistoryKeyPage> =>
  readKeyPage(db, ticketHistoryKeys(f), limit);

/**
 * The keys (kind, id, placed at) of the tickets these filters select, for the history module's union; null when no
 * ticket can match (a live game chosen). A search matches the ticket's number or any line's combination exactly.
 */
function ticketHistoryKeys(f: HistoryKeyFilters): SQL | null {
  if (f.game !== undefined && !isNumberGame(f.game)) return null;
  const { fromAt, beforeAt } = dateFilterRange(f.from, f.to);
  const id = f.q === undefined ? null : searchedId(f.q);
  const search =
    f.q === undefined
      ? undefined
      : or(
          id === null ? undefined : eq(tickets.id, id),
          sql`exists (select 1 from ${ticketLines} s where s.ticket_id = ${tickets.id} and s.combination = ${f.q})`,
        );
  const where = and(
    f.game ? eq(draws.game, f.game) : undefined,
    f.status ? statusCondition(f.status) : undefined,
    search,
    fromAt ? gte(tickets.createdAt, fromAt) : undefined,
    beforeAt ? lt(tickets.createdAt, beforeAt) : undefined,
    scopeCondition(tickets.userId, f, usersView),
  );
  return sql`select 'ticket' as kind, ${tickets.id} as id, ${tickets.createdAt} as created_at from ${tickets}
    inner join ${draws} on ${draws.id} = ${tickets.drawId} ${where ? sql`where ${where}` : sql``}`;
}

/** These tickets as rows of the one history, with their lines, draw and outcome (any order). */
export async function historyTickets(db: DbOrTx, ids: readonly number[]): Promise<HistoryTicket[]> {
  if (ids.length === 0) return [];
  // One after another: `db` may be a caller's transaction (one connection).
  const rows = await db
    .select({ ticket: tickets, draw: draws, username: users.username })
    .from(tickets)
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(inArray(tickets.id, [...ids]));
  const lineRows = await db
    .select()
    .from(ticketLines)
    .where(inArray(ticketLines.ticketId, [...ids]))
    .orderBy(asc(ticketLines.ticketId), asc(ticketLines.lineNo));
  const linesOf = new Map<number, TicketLineRow[]>();
  for (const line of lineRows) linesOf.set(line.ticketId, [...(linesOf.get(line.ticketId) ?? []), line]);
  return rows.map(({ ticket, draw, username }) => {
    const game = draw.game as NumberGame;
    const view = toTicketView(game, draw, ticket, linesOf.get(ticket.id) ?? []);
    return {
      kind: "ticket",
      game,
      id: ticket.id,
      userId: ticket.userId,
      username,
      createdAt: view.createdAt,
      status: ticketStatus(view.lines),
      stakeCentavos: ticket.totalStakeCentavos,
      payoutCentavos: ticketPayoutCentavos(view.lines),
      draw: {
        id: draw.id,
        drawAt: draw.drawAt.toISOString(),
        state: draw.state as HistoryTicket["draw"]["state"],
        result: draw.result,
        name: drawLabel(game, draw.drawAt, matchupSchema.nullable().parse(draw.matchup)),
      },
      lines: view.lines,
    };
  });
}

/**
 * A number game's draws of one Manila day (by draw time), as players see them: result, scores and the fairness
 * proof (the seed only once revealed), without the house's figures.
 */
export async function drawsOfDay(db: DbOrTx, game: NumberGame, day: string): Promise<DrawView[]> {
  const { start, end } = manilaDayBounds(day);
  const rows = await db
    .select()
    .from(draws)
    .where(and(eq(draws.game, game), gte(draws.drawAt, start), lt(draws.drawAt, end)))
    .orderBy(asc(draws.drawAt), asc(draws.id));
  return (await drawViews(db, rows)).map(playerDrawView);
}
