import { betHistoryPageSchema, type Game } from "@sabong/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";
import { type BetFilters, betListQuery } from "./bet-filters.ts";

/** GET /api/{bets2|apple-new}/bets?eventId&status&from&to&page&pageSize: the player's bets, newest first. */
export type MyBetsPage = z.infer<typeof betHistoryPageSchema>;

export const myBetsQueryKey = (game: Game, filters: BetFilters) => ["betting", game, "my-bets", filters] as const;

export function fetchMyBets(game: Game, filters: BetFilters, signal?: AbortSignal): Promise<MyBetsPage> {
  return api.get(BETTING_RESOURCES[game].player, `bets?${betListQuery(filters, { includeGame: false })}`, {
    schema: betHistoryPageSchema,
    signal,
  });
}

export function useMyBets(game: Game, filters: BetFilters) {
  return useQuery({
    queryKey: myBetsQueryKey(game, filters),
    queryFn: ({ signal }) => fetchMyBets(game, filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
