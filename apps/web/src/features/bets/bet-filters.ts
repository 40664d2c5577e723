import { BET_STATUSES, type BetStatus, isGame } from "@sabong/shared/betting";
import type { BetListFilters } from "../../api/betting/keys.ts";

/** The filters of the bet lists are kept in the URL (?page=2&status=WON…) so reloads and the back button keep them. */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const USERNAME = /^[a-z0-9_.-]{1,64}$/;
const usernameFilter = (value: string | null) => {
  const name = value?.trim().toLowerCase();
  return name && USERNAME.test(name) ? name : undefined;
};
const positiveInt = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

export function filtersFromSearch(search: URLSearchParams): BetListFilters {
  const status = search.get("status");
  const game = search.get("game");
  const from = search.get("from");
  const to = search.get("to");
  return {
    page: positiveInt(search.get("page")) ?? 1,
    eventId: positiveInt(search.get("eventId")),
    fightId: positiveInt(search.get("fightId")),
    username: usernameFilter(search.get("username")),
    status: (BET_STATUSES as readonly string[]).includes(status ?? "") ? (status as BetStatus) : undefined,
    from: from && DATE.test(from) ? from : undefined,
    to: to && DATE.test(to) ? to : undefined,
    game: isGame(game) ? game : undefined,
  };
}

/** Only the filters that are set, page 1 left out. */
export function searchFromFilters(filters: BetListFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === "" || (key === "page" && value === 1)) continue;
    search.set(key, String(value));
  }
  return search;
}

/**
 * A filter changed: start again from page 1; choosing another event drops the fight (it belonged to the old one).
 */
export function changeFilter(filters: BetListFilters, patch: Partial<Omit<BetListFilters, "page">>): BetListFilters {
  const next: BetListFilters = { ...filters, ...patch, page: 1 };
  if ("eventId" in patch && patch.eventId !== filters.eventId) next.fightId = undefined;
  if ("game" in patch && patch.game !== filters.game) {
    next.eventId = undefined;
    next.fightId = undefined;
  }
  for (const key of Object.keys(next) as (keyof BetListFilters)[]) {
    if (next[key] === undefined) delete next[key];
  }
  return next;
}
