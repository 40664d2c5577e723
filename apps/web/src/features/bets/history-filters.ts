import { BET_STATUSES, type BetStatus } from "@sabong/shared/betting";
import { GAME_IDS, type GameId } from "@sabong/shared/games";
import type { HistoryFilters } from "../../api/history.ts";

/** The history's filters live in the URL (?game=pick3&status=WON&q=007…), so reloads and the back button keep them. */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const USERNAME = /^[a-z0-9_.-]{1,64}$/;
const PAGE = /^[1-9]\d{0,5}$/;

/**
 * What the search box may send: digits, an optional "#" in front (a ticket number as printed). Anything else is
 * dropped rather than sent (the server would refuse it).
 */
export function searchTerm(text: string | null | undefined): string | undefined {
  const term = text?.trim().replace(/^#/, "");
  return term && /^[0-9]{1,12}$/.test(term) ? term : undefined;
}

export function historyFiltersFromSearch(search: URLSearchParams): HistoryFilters {
  const status = search.get("status");
  const game = search.get("game");
  const from = search.get("from");
  const to = search.get("to");
  const username = search.get("username")?.trim().toLowerCase();
  const page = search.get("page");
  return {
    page: page && PAGE.test(page) ? Number(page) : 1,
    game: (GAME_IDS as readonly string[]).includes(game ?? "") ? (game as GameId) : undefined,
    status: (BET_STATUSES as readonly string[]).includes(status ?? "") ? (status as BetStatus) : undefined,
    from: from && DATE.test(from) ? from : undefined,
    to: to && DATE.test(to) ? to : undefined,
    q: searchTerm(search.get("q")),
    username: username && USERNAME.test(username) ? username : undefined,
  };
}

/** Only the filters that are set, page 1 left out. */
export function searchOfHistoryFilters(filters: HistoryFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === "" || (key === "page" && value === 1)) continue;
    search.set(key, String(value));
  }
  return search;
}

/** A filter changed: back to page 1, unset filters dropped. */
export function changeHistoryFilter(
  filters: HistoryFilters,
  patch: Partial<Omit<HistoryFilters, "page">>,
): HistoryFilters {
  const next: HistoryFilters = { ...filters, ...patch, page: 1 };
  for (const key of Object.keys(next) as (keyof HistoryFilters)[]) {
    if (next[key] === undefined) delete next[key];
  }
  return next;
}
