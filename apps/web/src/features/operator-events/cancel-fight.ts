import { type DeclareAnswer, declareAnswerSchema, type Game } from "@sabong/shared";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";
import { useConsoleMutation } from "./use-console-mutation.ts";

/** POST /api/{bet-ops|apple-bet-ops}/fights/:fightId/cancel → DeclareAnswer: the fight is CANCELLED, every bet refunded. */
export function postCancelFight(game: Game, fightId: number): Promise<DeclareAnswer> {
  return api.post(BETTING_RESOURCES[game].operator, `fights/${fightId}/cancel`, {}, { schema: declareAnswerSchema });
}

export function useCancelFight(game: Game, eventId: number) {
  return useConsoleMutation(
    game,
    eventId,
    (fightId: number) => postCancelFight(game, fightId),
    (answer) => answer.fight,
    { refreshResults: true },
  );
}
