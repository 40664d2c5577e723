import { type FightView, fightViewSchema, type Game } from "@sabong/shared";
import { api } from "../../lib/api-client.ts";
import { BETTING_RESOURCES } from "../../lib/betting.ts";
import { useConsoleMutation } from "./use-console-mutation.ts";

/** POST /api/{bet-ops|apple-bet-ops}/fights/:fightId/open → the fight. Open betting on the fight (STANDBY → OPEN; an UPCOMING event goes LIVE). */
export function postOpenBetting(game: Game, fightId: number): Promise<FightView> {
  return api.post(BETTING_RESOURCES[game].operator, `fights/${fightId}/open`, {}, { schema: fightViewSchema });
}

export function useOpenBetting(game: Game, eventId: number) {
  return useConsoleMutation(
    game,
    eventId,
    (fightId: number) => postOpenBetting(game, fightId),
    (fight) => fight,
  );
}
