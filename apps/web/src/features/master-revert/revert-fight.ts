import type { Game } from "@sabong/shared/betting";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { bettingKeys } from "../../api/betting/keys.ts";
import { postRevert } from "../../api/betting/revert.ts";
import { sendPress } from "../../lib/idempotency.ts";
import { usePressKeys } from "../../lib/use-press-keys.ts";

/**
 * A master revert; afterwards the game's fights, consoles and previews all refetch when next shown. Pressing it again
 * after a failure (same fight, same reason) sends the same key: a revert applied before its answer was lost is not
 * done twice, and the answer shown is the first one.
 */
export function useRevertFight(game: Game) {
  const queryClient = useQueryClient();
  const keys = usePressKeys();
  return useMutation({
    mutationFn: ({ fightId, reason }: { fightId: number; reason: string }) =>
      sendPress(keys, `revert ${fightId} ${reason}`, (key) => postRevert(game, fightId, reason, key)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bettingKeys.game(game) });
    },
  });
}
