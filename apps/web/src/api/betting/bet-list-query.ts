import { DEFAULT_PAGE_SIZE } from "@sabong/shared/contracts";
import type { BetListFilters } from "./keys.ts";

/** The API's query string: the filters plus the page size (the API's default, sent explicitly) (the player's game lives in the path, not the query). */
export function betListQuery(filters: BetListFilters, options: { includeGame: boolean }): string {
  const search = new URLSearchParams();
  search.set("page", String(filters.page));
  search.set("pageSize", String(DEFAULT_PAGE_SIZE));
  const keys = ["eventId", "fightId", "username", "status", "from", "to"] as const;
  for (const key of keys) {
    const value = filters[key];
    if (value !== undefined) search.set(key, String(value));
  }
  if (options.includeGame && filters.game) search.set("game", filters.game);
  return search.toString();
}
