import { type HierarchyUserPage, hierarchyUserPageSchema, type UserStatus } from "@sabong/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { listSearch } from "./query-string.ts";

/** GET /api/user/players?q=&status=&page=&pageSize=: players in the caller's tree (every player for staff, admins). */
export type PlayerQuery = { q?: string; status?: UserStatus; page: number; pageSize: number };

export const playersQueryKey = (query: PlayerQuery) => ["accounts", "players", query] as const;

export function fetchPlayers(query: PlayerQuery, signal?: AbortSignal): Promise<HierarchyUserPage> {
  return api.get("user", `players?${listSearch(query)}`, { schema: hierarchyUserPageSchema, signal });
}

export function usePlayers(query: PlayerQuery, enabled = true) {
  return useQuery({
    queryKey: playersQueryKey(query),
    queryFn: ({ signal }) => fetchPlayers(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
