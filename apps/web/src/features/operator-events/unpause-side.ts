import { type FightView, fightViewSchema, type Game, type Side } from "@sabong/shared";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";
import { useConsoleMutation } from "./use-console-mutation.ts";

/** POST /api/{bet-ops|apple-bet-ops}/fights/:fightId/unpause {side} → the fight. Resume betting on one side (until betting closes). */
export function postUnpauseSide(game: Game, fightId: number, side: Side): Promise<FightView> {
  return api.post(BETTING_RESOURCES[game].operator, `fights/${fightId}/unpause`, { side }, { schema: fightViewSchema });
}

export function useUnpauseSide(game: Game, eventId: number) {
  return useConsoleMutation(
    game,
    eventId,
    ({ fightId, side }: { fightId: number; side: Side }) => postUnpauseSide(game, fightId, side),
    (fight) => fight,
  );
}
