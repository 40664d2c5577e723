import { isLiveGame } from "@sabong/shared/games";
import type {
  DayResults,
  HistoryItem,
  HistoryPage,
  HistoryQuery,
  HistoryTicket,
  ResultsQuery,
} from "@sabong/shared/history";
import type { DbOrTx } from "../../db/client.ts";
import type { HistoryKey, HistoryKeyFilters, HistoryScope } from "../../db/history-keys.ts";
import { notFound } from "../../errors.ts";
import { betHistoryKeyPage, eventResultsOfDay, historyBets } from "../betting/service.ts";
import { drawsOfDay, historyTickets, ticketHistoryKeyPage } from "../number-games/service.ts";
import { isDescendant } from "../users/service.ts";

/**
 * One history of every game (issue 22): the betting module's bets and the number games' tickets, each module
 * selecting its own rows' keys under the same filters; this module merges the keys, pages them newest first and asks
 * each module for its rows' views. A new game's module adds one more pair (keys, views).
 */

export type { HistoryScope } from "../../db/history-keys.ts";

export type HistoryFilters = HistoryQuery & { username?: string };

/** Pages deeper than this are not read (each module reads up to page × size keys to merge them). */
const MAX_KEYS_READ = 100_000;

const newestFirst = (a: HistoryKey, b: HistoryKey) =>
  b.createdAtMs - a.createdAtMs || (a.kind === b.kind ? b.id - a.id : a.kind < b.kind ? 1 : -1);

/**
 * A page of the history, newest first (ties by kind and id, so pages never overlap): each game module answers its
 * first page × size keys under the same filters, merged here; the total is the sum of theirs.
 */
export async function historyPage(
  db: DbOrTx,
  scope: HistoryScope,
  { page, pageSize, username, ...filters }: HistoryFilters,
): Promise<HistoryPage> {
  const keyFilters: HistoryKeyFilters = { ...filters, scope, ...(username ? { username } : {}) };
  const limit = Math.min(page * pageSize, MAX_KEYS_READ);
  // One after another: `db` may be a caller's transaction (one connection).
  const betKeys = await betHistoryKeyPage(db, keyFilters, limit);
  const ticketKeys = await ticketHistoryKeyPage(db, keyFilters, limit);
  const keys = [...betKeys.keys, ...ticketKeys.keys].sort(newestFirst).slice((page - 1) * pageSize, page * pageSize);
  const idsOf = (kind: HistoryItem["kind"]) => keys.filter((k) => k.kind === kind).map((k) => k.id);
  const views = new Map<string, HistoryItem>();
  for (const bet of await historyBets(db, idsOf("bet"))) views.set(`bet:${bet.id}`, bet);
  for (const ticket of await historyTickets(db, idsOf("ticket"))) views.set(`ticket:${ticket.id}`, ticket);
  const items = keys.flatMap((k) => views.get(`${k.kind}:${k.id}`) ?? []);
  return { items, total: betKeys.total + ticketKeys.total, page, pageSize };
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
