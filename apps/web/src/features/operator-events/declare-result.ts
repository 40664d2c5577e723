import { type DeclareAnswer, declareAnswerSchema, type FightResult, type Game } from "@sabong/shared";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";
import { useConsoleMutation } from "./use-console-mutation.ts";

/**
 * POST /api/{bet-ops|apple-bet-ops}/fights/:fightId/declare {result} → {fight, settlement, warnings, alreadyDeclared}.
 * Declaring settles the fight in the same step: winners are paid, commissions booked.
 */
export function postDeclareResult(game: Game, fightId: number, result: FightResult): Promise<DeclareAnswer> {
  return api.post(
    BETTING_RESOURCES[game].operator,
    `fights/${fightId}/declare`,
    { result },
    { schema: declareAnswerSchema },
  );
}

export function useDeclareResult(game: Game, eventId: number) {
  return useConsoleMutation(
    game,
    eventId,
    ({ fightId, result }: { fightId: number; result: FightResult }) => postDeclareResult(game, fightId, result),
    (answer) => answer.fight,
    { refreshResults: true },
  );
}
