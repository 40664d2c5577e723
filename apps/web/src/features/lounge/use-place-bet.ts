import { type Game, SIDE_LABELS, type Side } from "@sabong/shared/betting";
import { contestName } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { applyPoints } from "../../api/balance-sync.ts";
import { eventScreenQuery, postBet } from "../../api/betting/player.ts";
import { ApiError } from "../../lib/api-client.ts";
import { GENERIC_ERROR_MESSAGE } from "../../lib/config.ts";
import { newIdempotencyKey } from "../../lib/idempotency.ts";
import { notify } from "../../lib/toast.tsx";
import { screenWithPlacedBet } from "./event-screen-updates.ts";
import type { PendingBet } from "./MyBets.tsx";

/**
 * Sends the player's confirmed bets. The POST's answer is all the screen needs: the bet joins "my bets" and the
 * balance moves (event screen, header, cached user detail) with no further request; the fight's totals follow
 * from the room's totals push. A bet without an answer stays "not confirmed": retrying sends the same idempotency
 * key, so it can never be placed twice.
 */
export function usePlaceBet(game: Game, eventId: number) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingBet[]>([]);
  const screenKey = eventScreenQuery(game, eventId).queryKey;
  const refetchScreen = () => void queryClient.invalidateQueries({ queryKey: screenKey });
  const settle = (key: string) => setPending((list) => list.filter((p) => p.key !== key));

  const send = async (bet: PendingBet) => {
    setPending((list) => [...list.filter((p) => p.key !== bet.key), { ...bet, state: "sending" }]);
    try {
      const answer = await postBet(game, {
        fightId: bet.fightId,
        side: bet.side,
        amountCentavos: bet.stakeCentavos,
        idempotencyKey: bet.key,
      });
      queryClient.setQueryData(screenKey, (screen) => (screen ? screenWithPlacedBet(screen, answer) : screen));
      applyPoints(queryClient, answer.balanceCentavos);
      settle(bet.key);
      notify.success(
        `Bet confirmed: ${formatPesos(answer.bet.stakeCentavos)} on ${SIDE_LABELS[answer.bet.side]} (${contestName(game, answer.bet.fightNumber)})`,
      );
    } catch (error) {
      if (error instanceof ApiError) {
        // Refused: nothing was taken. Show the server's reason.
        settle(bet.key);
        notify.error(`Bet not placed: ${error.message || GENERIC_ERROR_MESSAGE}`);
        refetchScreen();
      } else {
        setPending((list) => list.map((p) => (p.key === bet.key ? { ...p, state: "unconfirmed" } : p)));
        notify.error("No answer from the server: your bet is not confirmed yet. Retry to make sure.");
      }
    }
  };

  return {
    pending,
    sending: pending.some((p) => p.state === "sending"),
    place: (fightId: number, side: Side, stakeCentavos: number) =>
      void send({ key: newIdempotencyKey(), fightId, side, stakeCentavos, state: "sending" }),
    retry: (key: string) => {
      const bet = pending.find((p) => p.key === key);
      if (bet) void send(bet);
    },
    dismiss: (key: string) => {
      settle(key);
      refetchScreen();
    },
  };
}
