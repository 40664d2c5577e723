import { type Game, type PlaceBetAnswer, type PlaceBetBody, placeBetAnswerSchema } from "@sabong/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";

/**
 * POST /api/{bets2|apple-new}/bets {fightId, side, amountCentavos, idempotencyKey} → {bet, balanceCentavos, replayed}.
 * The key is made once per confirmed bet: sending the same body again (a retry after a lost answer) answers the
 * same bet instead of placing a second one.
 */
export function postBet(game: Game, body: PlaceBetBody): Promise<PlaceBetAnswer> {
  return api.post(BETTING_RESOURCES[game].player, "bets", body, { schema: placeBetAnswerSchema });
}

export function usePlaceBet(game: Game) {
  return useMutation({ mutationFn: (body: PlaceBetBody) => postBet(game, body) });
}
