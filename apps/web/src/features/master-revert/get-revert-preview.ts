import { type Game, type RevertPreview, revertPreviewSchema } from "@sabong/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";

/**
 * GET /api/{bet-ops|apple-bet-ops}/fights/:fightId/revert-preview: what a master revert would move (per account),
 * and who cannot pay back (shortfalls become debts), without moving anything.
 */
export const revertPreviewQueryKey = (game: Game, fightId: number) =>
  ["betting", game, "revert-preview", fightId] as const;

export function fetchRevertPreview(game: Game, fightId: number, signal?: AbortSignal): Promise<RevertPreview> {
  return api.get(BETTING_RESOURCES[game].operator, `fights/${fightId}/revert-preview`, {
    schema: revertPreviewSchema,
    signal,
  });
}

export function useRevertPreview(game: Game, fightId: number | null) {
  return useQuery({
    queryKey: revertPreviewQueryKey(game, fightId ?? 0),
    queryFn: ({ signal }) => fetchRevertPreview(game, fightId ?? 0, signal),
    enabled: fightId !== null,
    staleTime: 0,
  });
}
