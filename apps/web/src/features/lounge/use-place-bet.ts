import { type Game, type PlaceBetAnswer, SIDE_LABELS, type Side } from "@sabong/shared/betting";
import { contestName } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { applyPoints } from "../../api/balance-sync.ts";
import { eventScreenQuery, postBet } from "../../api/betting/player.ts";
import { GENERIC_ERROR_MESSAGE, TOAST_AUTO_CLOSE_MS } from "../../lib/config.ts";
import { newIdempotencyKey } from "../../lib/idempotency.ts";
import { notify } from "../../lib/toast.tsx";
import { useKeyedSend } from "../../lib/use-keyed-action.ts";
import { screenWithPlacedBet } from "./event-screen-updates.ts";
import type { PendingBet } from "./MyBets.tsx";

/**
 * Sends the player's confirmed bets. The POST's answer is all the screen needs: the bet joins "my bets" and the
 * balance moves (event screen, header, cached user detail) with no further request; the fight's totals follow
 * from the room's totals push. A bet without an answer stays "not confirmed": retrying sends the same idempotency
 * key, so it can never be placed twice. One bet is on its way at a time (lib/use-keyed-action.ts): a double tap
 * places one bet. A taken bet is said in the bet slip for as long as a toast would show (`confirmation`), not in a
 * toast: on a phone the toast covered the side buttons the player had just used (issue 22).
 */
export function usePlaceBet(game: Game, eventId: number) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingBet[]>([]);
  const screenKey = eventScreenQuery(game, eventId).queryKey;
  const refetchScreen = () => void queryClient.invalidateQueries({ queryKey: screenKey });
  // Each confirmation its own object, so a second identical bet shows (and times out) afresh.
  const [confirmation, setConfirmation] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!confirmation) return;
    const timer = setTimeout(() => setConfirmation(null), TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [confirmation]);
  const settle = (key: string) => setPending((list) => list.filter((p) => p.key !== key));

  const setState = (key: string, state: PendingBet["state"]) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, state } : p)));

  const sender = useKeyedSend<PendingBet, PlaceBetAnswer>({
    send: (bet, idempotencyKey) =>
      postBet(game, { fightId: bet.fightId, side: bet.side, stakeCentavos: bet.stakeCentavos, idempotencyKey }),
    onDone: (answer, { idempotencyKey }) => {
      queryClient.setQueryData(screenKey, (screen) => (screen ? screenWithPlacedBet(screen, answer) : screen));
      applyPoints(queryClient, answer.balanceCentavos);
      settle(idempotencyKey);
      setConfirmation({
        text: `Bet confirmed: ${formatPesos(answer.bet.stakeCentavos)} on ${SIDE_LABELS[answer.bet.side]} (${contestName(game, answer.bet.fightNumber)})`,
      });
    },
    onRefused: (error, { idempotencyKey }) => {
      // Refused: nothing was taken. Show the server's reason.
      settle(idempotencyKey);
      notify.error(`Bet not placed: ${error.message || GENERIC_ERROR_MESSAGE}`);
      refetchScreen();
    },
    onLost: (_error, { idempotencyKey }) => {
      setState(idempotencyKey, "unconfirmed");
      notify.error("No answer from the server: your bet is not confirmed yet. Retry to make sure.");
    },
  });

  /** One bet on its way at a time: a double tap (or a retry while another is sending) sends nothing more. */
  const send = (bet: PendingBet) => {
    if (!sender.start({ draft: bet, idempotencyKey: bet.key })) return;
    setPending((list) => [...list.filter((p) => p.key !== bet.key), { ...bet, state: "sending" }]);
  };

  return {
    pending,
    /** The last bet taken, in words, for a few seconds after its answer. */
    confirmation: confirmation?.text ?? null,
    sending: pending.some((p) => p.state === "sending"),
    place: (fightId: number, side: Side, stakeCentavos: number) =>
      send({ key: newIdempotencyKey(), fightId, side, stakeCentavos, state: "sending" }),
    retry: (key: string) => {
      const bet = pending.find((p) => p.key === key);
      if (bet) send(bet);
    },
    dismiss: (key: string) => {
      settle(key);
      refetchScreen();
    },
  };
}
