import type { BetStatus } from "@sabong/shared/betting";
import { DEFAULT_PAGE_SIZE } from "@sabong/shared/contracts";
import type { GameId } from "@sabong/shared/games";
import {
  type DayResults,
  dayResultsSchema,
  type HistoryPage,
  type HistoryTicket,
  historyPageSchema,
  historyTicketSchema,
  type ResultsQuery,
} from "@sabong/shared/history";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";

/** The one history of every game (bets and number-game tickets): the player's, an agent's downline, the admin's. */

/** Whose history: the API resource it is read from (/api/player/history, /api/user/history, /api/admin/history). */
export type HistoryArea = "player" | "user" | "admin";

export type HistoryFilters = {
  page: number;
  game?: GameId;
  status?: BetStatus;
  /** YYYY-MM-DD (a Manila calendar day; `to` includes its whole day). */
  from?: string;
  to?: string;
  /** A ticket or bet number, or a combination (leading zeros kept). */
  q?: string;
  /** Staff only: one account's rows. */
  username?: string;
};

export const historyKeys = {
  all: ["history"] as const,
  page: (area: HistoryArea, filters: HistoryFilters) => [...historyKeys.all, area, filters] as const,
  receipt: (ticketId: number) => [...historyKeys.all, "receipt", ticketId] as const,
};

/** The API's query string: the filters that are set, the page and the page size. */
export function historySearch(filters: HistoryFilters, pageSize = DEFAULT_PAGE_SIZE): string {
  const search = new URLSearchParams({ page: String(filters.page), pageSize: String(pageSize) });
  for (const key of ["game", "status", "from", "to", "q", "username"] as const) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  return search.toString();
}

/** GET {area}/history?…: a page of bets and tickets, newest first. */
export function fetchHistory(area: HistoryArea, filters: HistoryFilters, signal?: AbortSignal): Promise<HistoryPage> {
  return api.get(area, `history?${historySearch(filters)}`, { schema: historyPageSchema, signal });
}

export const historyQuery = (area: HistoryArea, filters: HistoryFilters) =>
  queryOptions({
    queryKey: historyKeys.page(area, filters),
    queryFn: ({ signal }) => fetchHistory(area, filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET {area}/history/export?…: the same filters as an .xlsx file; resolves with the file's name. */
export function downloadHistory(area: HistoryArea, filters: HistoryFilters): Promise<string> {
  const { page: _page, ...rest } = filters;
  return api.download(area, `history/export?${historySearch({ ...rest, page: 1 })}`, undefined, "bets.xlsx", "GET");
}

/** GET player/tickets/:id/receipt: one ticket (its owner, uplines and the admin only). */
export function fetchTicketReceipt(ticketId: number, signal?: AbortSignal): Promise<HistoryTicket> {
  return api.get("player", `tickets/${ticketId}/receipt`, { schema: historyTicketSchema, signal });
}

export const ticketReceiptQuery = (ticketId: number) =>
  queryOptions({
    queryKey: historyKeys.receipt(ticketId),
    queryFn: ({ signal }) => fetchTicketReceipt(ticketId, signal),
    enabled: Number.isSafeInteger(ticketId) && ticketId > 0,
  });

/** GET player/results?game&day: one game's results of one Manila day. */
export function fetchDayResults(query: ResultsQuery, signal?: AbortSignal): Promise<DayResults> {
  return api.get("player", `results?${new URLSearchParams(query).toString()}`, { schema: dayResultsSchema, signal });
}

export const dayResultsQuery = (query: ResultsQuery) =>
  queryOptions({
    queryKey: [...historyKeys.all, "results", query] as const,
    queryFn: ({ signal }) => fetchDayResults(query, signal),
    placeholderData: keepPreviousData,
  });
