import { adminBetsPageSchema } from "@sabong/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { type BetFilters, betListQuery } from "./bet-filters.ts";

/** GET /api/admin/bets?game&eventId&fightId&username&status&from&to&page&pageSize: every bet, newest first. */
export type AllBetsPage = z.infer<typeof adminBetsPageSchema>;

export const allBetsQueryKey = (filters: BetFilters) => ["admin", "bets", filters] as const;

export function fetchAllBets(filters: BetFilters, signal?: AbortSignal): Promise<AllBetsPage> {
  return api.get("admin", `bets?${betListQuery(filters, { includeGame: true })}`, {
    schema: adminBetsPageSchema,
    signal,
  });
}

export function useAllBets(filters: BetFilters) {
  return useQuery({
    queryKey: allBetsQueryKey(filters),
    queryFn: ({ signal }) => fetchAllBets(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
