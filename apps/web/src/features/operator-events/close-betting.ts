import { type FightView, fightViewSchema, type Game } from "@sabong/shared";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";
import { useConsoleMutation } from "./use-console-mutation.ts";

/** POST /api/{bet-ops|apple-bet-ops}/fights/:fightId/close → the fight. Close betting (OPEN or LAST_CALL → CLOSED): no more bets. */
export function postCloseBetting(game: Game, fightId: number): Promise<FightView> {
  return api.post(BETTING_RESOURCES[game].operator, `fights/${fightId}/close`, {}, { schema: fightViewSchema });
}

export function useCloseBetting(game: Game, eventId: number) {
  return useConsoleMutation(
    game,
    eventId,
    (fightId: number) => postCloseBetting(game, fightId),
    (fight) => fight,
  );
}
