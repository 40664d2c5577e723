import { type Game, type RevertAnswer, revertAnswerSchema } from "@sabong/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";

/**
 * POST /api/{bet-ops|apple-bet-ops}/fights/:fightId/revert {reason} → {fight, reversedTransfers, accounts, shortfalls}.
 * Reverses the settlement; the fight returns to CLOSED so the right result can be declared.
 */
export function postRevert(game: Game, fightId: number, reason: string): Promise<RevertAnswer> {
  return api.post(
    BETTING_RESOURCES[game].operator,
    `fights/${fightId}/revert`,
    { reason },
    { schema: revertAnswerSchema },
  );
}

export function useRevertFight(game: Game) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fightId, reason }: { fightId: number; reason: string }) => postRevert(game, fightId, reason),
    onSuccess: () => {
      // Fights, consoles and previews of this game all changed.
      void queryClient.invalidateQueries({ queryKey: ["betting", game] });
    },
  });
}
