import { isLiveGame } from "@sabong/shared/games";
import type {
  DayResults,
  HistoryItem,
  HistoryPage,
  HistoryQuery,
  HistoryTicket,
  ResultsQuery,
} from "@sabong/shared/history";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { pgNumber, rowsOf } from "../../db/sql.ts";
import { inSubtree, isDescendant } from "../../db/tree.ts";
import { notFound } from "../../errors.ts";
import { betHistoryKeys, eventResultsOfDay, type HistoryKeyFilters, historyBets } from "../betting/service.ts";
import { drawsOfDay, historyTickets, ticketHistoryKeys } from "../number-games/service.ts";

/**
 * One history of every game (issue 22): the betting module's bets and the number games' tickets, each module
 * selecting its own rows' keys under the same filters; this module unions the keys, pages them newest first and asks
 * each module for its rows' views. A new game's module adds one more pair (keys, views).
 */

/** Whose rows: one player's, an agent's whole downline (any depth), or everyone's (admin). */
export type HistoryScope = { kind: "own"; userId: number } | { kind: "downline"; agentId: number } | { kind: "all" };

export type HistoryFilters = HistoryQuery & { username?: string };

function usersCondition(scope: HistoryScope, username: string | undefined) {
  return (userId: AnyPgColumn): SQL | undefined => {
    const byName = username ? sql`${userId} in (select id from users where username = ${username})` : undefined;
    const scoped =
      scope.kind === "own"
        ? sql`${userId} = ${scope.userId}`
        : scope.kind === "downline"
          ? inSubtree(userId, scope.agentId)
          : undefined;
    if (scoped && byName) return sql`${scoped} and ${byName}`;
    return scoped ?? byName;
  };
}

const keyRow = z.object({ kind: z.enum(["bet", "ticket"]), id: pgNumber });
const countRow = z.object({ n: pgNumber });

/** A page of the history, newest first (ties by kind and id, so pages never overlap); the total from the same keys. */
export async function historyPage(
  db: DbOrTx,
  scope: HistoryScope,
  { page, pageSize, username, ...filters }: HistoryFilters,
): Promise<HistoryPage> {
  const keyFilters: HistoryKeyFilters = { ...filters, users: usersCondition(scope, username) };
  const parts = [betHistoryKeys(keyFilters), ticketHistoryKeys(keyFilters)].filter((p): p is SQL => p !== null);
  if (parts.length === 0) return { items: [], total: 0, page, pageSize };
  const union = sql.join(
    parts.map((p) => sql`(${p})`),
    sql` union all `,
  );
  // One after another: `db` may be a caller's transaction (one connection).
  const keys = rowsOf(
    keyRow,
    await db.execute(sql`select kind, id from (${union}) as k order by created_at desc, kind desc, id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
  );
  const [total] = rowsOf(countRow, await db.execute(sql`select count(*) as n from (${union}) as k`));
  const idsOf = (kind: HistoryItem["kind"]) => keys.filter((k) => k.kind === kind).map((k) => k.id);
  const views = new Map<string, HistoryItem>();
  for (const bet of await historyBets(db, idsOf("bet"))) views.set(`bet:${bet.id}`, bet);
  for (const ticket of await historyTickets(db, idsOf("ticket"))) views.set(`ticket:${ticket.id}`, ticket);
  const items = keys.flatMap((k) => views.get(`${k.kind}:${k.id}`) ?? []);
  return { items, total: total?.n ?? 0, page, pageSize };
}

/** Who asks for a receipt: its owner, the owner's uplines (any depth) and the admin may open it. */
export type ReceiptReader = { userId: number; type: string };

export const TICKET_NOT_FOUND_MESSAGE = "Ticket not found";

/**
 * One ticket's receipt. Anyone else gets the same "not found" as for a ticket that does not exist, so a ticket
 * number reveals nothing about other players.
 */
export async function ticketReceipt(db: DbOrTx, reader: ReceiptReader, ticketId: number): Promise<HistoryTicket> {
  const [ticket] = await historyTickets(db, [ticketId]);
  if (!ticket) throw notFound(TICKET_NOT_FOUND_MESSAGE);
  const allowed =
    ticket.userId === reader.userId ||
    reader.type === "admin" ||
    (reader.type === "user" && (await isDescendant(db, reader.userId, ticket.userId)));
  if (!allowed) throw notFound(TICKET_NOT_FOUND_MESSAGE);
  return ticket;
}

/** One game's results of one Manila day: the live game's events and fights, or the number game's draws with proof. */
export async function dayResults(db: DbOrTx, { game, day }: ResultsQuery): Promise<DayResults> {
  if (isLiveGame(game)) return { kind: "live", game, day, events: await eventResultsOfDay(db, game, day) };
  return { kind: "numbers", game, day, draws: await drawsOfDay(db, game, day) };
}
