import { type HierarchyUserPage, hierarchyUserPageSchema, type UserStatus } from "@sabong/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { listSearch } from "./query-string.ts";

/**
 * GET /api/user/downlines?q=&status=&uplineId=&page=&pageSize=: the caller's direct downlines (for the admin: the
 * incorporators), active and suspended unless a status is asked.
 */
export type DownlineQuery = { q?: string; status?: UserStatus; uplineId?: number; page: number; pageSize: number };

export const downlinesQueryKey = (query: DownlineQuery) => ["accounts", "downlines", query] as const;

export function fetchDownlines(query: DownlineQuery, signal?: AbortSignal): Promise<HierarchyUserPage> {
  return api.get("user", `downlines?${listSearch(query)}`, { schema: hierarchyUserPageSchema, signal });
}

export function useDownlines(query: DownlineQuery, enabled = true) {
  return useQuery({
    queryKey: downlinesQueryKey(query),
    queryFn: ({ signal }) => fetchDownlines(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
