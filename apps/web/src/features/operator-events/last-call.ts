import { type FightView, fightViewSchema, type Game } from "@sabong/shared";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";
import { useConsoleMutation } from "./use-console-mutation.ts";

/** POST /api/{bet-ops|apple-bet-ops}/fights/:fightId/last-call → the fight. Last call (OPEN → LAST_CALL): bets are still taken. */
export function postLastCall(game: Game, fightId: number): Promise<FightView> {
  return api.post(BETTING_RESOURCES[game].operator, `fights/${fightId}/last-call`, {}, { schema: fightViewSchema });
}

export function useLastCall(game: Game, eventId: number) {
  return useConsoleMutation(
    game,
    eventId,
    (fightId: number) => postLastCall(game, fightId),
    (fight) => fight,
  );
}
