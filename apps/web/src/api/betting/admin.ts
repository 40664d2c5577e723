import { adminBetsPageSchema } from "@sabong/shared/betting";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { betListQuery } from "./bet-list-query.ts";
import { type BetListFilters, bettingKeys } from "./keys.ts";

/** Admin's views of the betting engine: /api/admin/bets… (events and fights: the operator's endpoints). */

export type AllBetsPage = z.infer<typeof adminBetsPageSchema>;

/** GET admin/bets?game&eventId&fightId&username&status&from&to&page&pageSize: every bet, newest first. */
export function fetchAllBets(filters: BetListFilters, signal?: AbortSignal): Promise<AllBetsPage> {
  return api.get("admin", `bets?${betListQuery(filters, { includeGame: true })}`, {
    schema: adminBetsPageSchema,
    signal,
  });
}

export const allBetsQuery = (filters: BetListFilters) =>
  queryOptions({
    queryKey: bettingKeys.adminBetsPage(filters),
    queryFn: ({ signal }) => fetchAllBets(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** POST admin/bets/download/:eventId → the event's bet history as an .xlsx file; resolves with the file's name. */
export function downloadEventBets(eventId: number): Promise<string> {
  return api.download("admin", `bets/download/${eventId}`, undefined, `bets-event-${eventId}.xlsx`);
}
