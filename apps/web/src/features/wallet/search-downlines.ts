import { type Downline, downlineSearchResponseSchema } from "@sabong/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/**
 * GET /api/points/downlines/search?q=: the accounts the caller may load or withdraw (agents: their whole tree;
 * the admin: everyone; the cashier: players), with their balances; at most 50, by username.
 */
export const downlineSearchQueryKey = (q: string) => ["wallet", "downlines", q] as const;

export async function searchDownlines(q: string, signal?: AbortSignal): Promise<Downline[]> {
  const params = new URLSearchParams({ q: q.trim() });
  const { items } = await api.get("points", `downlines/search?${params}`, {
    schema: downlineSearchResponseSchema,
    signal,
  });
  return items;
}

export function useDownlineSearch(q: string) {
  return useQuery({
    queryKey: downlineSearchQueryKey(q.trim()),
    queryFn: ({ signal }) => searchDownlines(q, signal),
    placeholderData: keepPreviousData,
  });
}
