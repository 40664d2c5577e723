import type { Game } from "@sabong/shared/betting";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { bettingKeys } from "../../api/betting/keys.ts";
import { postRevert } from "../../api/betting/revert.ts";

/** A master revert; afterwards the game's fights, consoles and previews all refetch when next shown. */
export function useRevertFight(game: Game) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fightId, reason }: { fightId: number; reason: string }) => postRevert(game, fightId, reason),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bettingKeys.game(game) });
    },
  });
}
