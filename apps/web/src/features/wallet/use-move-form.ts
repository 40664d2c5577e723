import { useState } from "react";
import { postLoad, postWithdraw, type StationAccount } from "../../api/wallet.ts";
import { useMoneyAction } from "../../lib/use-money-action.ts";
import { type Direction, type MoveDraft, type MoveResult, moveRefusal } from "./move.ts";

function sendMove({ direction, target, amountCentavos }: MoveDraft, idempotencyKey: string) {
  const body = { targetUserId: target.id, amountCentavos, idempotencyKey };
  return direction === "load" ? postLoad(body) : postWithdraw(body);
}

/**
 * The load / withdraw form's state, checks and submit: the direction (withdraw only, for an account that is not
 * active), the amount, what the screen can refuse before the server, and the move once confirmed.
 */
export function useMoveForm(
  target: StationAccount,
  ownCentavos: number | null,
  onMoved: (result: MoveResult, target: StationAccount) => void,
) {
  const canLoad = target.status === "active";
  const [direction, setDirection] = useState<Direction>(canLoad ? "load" : "withdraw");
  const move = useMoneyAction({
    send: sendMove,
    onDone: (answer, draft: MoveDraft) =>
      onMoved(
        {
          direction: draft.direction,
          username: draft.target.username,
          amountCentavos: draft.amountCentavos,
          ...answer,
        },
        draft.target,
      ),
  });
  const choose = (next: Direction) => {
    setDirection(next);
    move.setError(null);
  };
  const submit = () =>
    move.submit(
      (amountCentavos) =>
        moveRefusal(direction, target, amountCentavos, ownCentavos) ?? { direction, target, amountCentavos },
    );
  return { canLoad, direction, choose, move, submit };
}
