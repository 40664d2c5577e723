import { type FightView, fightViewSchema, type Game, type Side } from "@sabong/shared";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";
import { useConsoleMutation } from "./use-console-mutation.ts";

/** POST /api/{bet-ops|apple-bet-ops}/fights/:fightId/pause {side} → the fight. Pause betting on one side (until betting closes). */
export function postPauseSide(game: Game, fightId: number, side: Side): Promise<FightView> {
  return api.post(BETTING_RESOURCES[game].operator, `fights/${fightId}/pause`, { side }, { schema: fightViewSchema });
}

export function usePauseSide(game: Game, eventId: number) {
  return useConsoleMutation(
    game,
    eventId,
    ({ fightId, side }: { fightId: number; side: Side }) => postPauseSide(game, fightId, side),
    (fight) => fight,
  );
}
