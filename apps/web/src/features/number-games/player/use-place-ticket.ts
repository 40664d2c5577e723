import type { NumberGame } from "@sabong/shared/games";
import type { PlacedTicket, TicketLineInput, TicketRefusal, TicketView } from "@sabong/shared/number-games";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { applyPoints } from "../../../api/balance-sync.ts";
import { drawKeys } from "../../../api/number-games/keys.ts";
import { postTicket, refusalFromError } from "../../../api/number-games/player.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useConfirmedAction } from "../../../lib/use-keyed-action.ts";
import { ticketsWith } from "./draw-updates.ts";

type Draft = { drawId: number; lines: TicketLineInput[] };

export const NO_ANSWER_MESSAGE =
  "No answer from the server: your ticket is not confirmed yet. Retry to make sure (it can never be placed twice).";

/**
 * Sends the player's ticket, the money-action way (lib/use-keyed-action.ts): `review` opens the confirmation with a
 * fresh idempotency key; `confirm` sends it, one request at a time; a lost answer keeps the confirmation open and
 * confirming again repeats the same key, so the ticket is never placed twice. A refusal (nothing was written) closes
 * it and hands the server's per-line reasons to the ticket. The answer joins "my tickets" and moves the balance.
 */
export function usePlaceTicket(game: NumberGame, onPlaced: (placed: PlacedTicket) => void) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<TicketRefusal | null>(null);
  const action = useConfirmedAction<Draft, PlacedTicket>({
    send: ({ drawId, lines }, idempotencyKey) => postTicket(game, { drawId, idempotencyKey, lines }),
    onDone: (placed, { draft }) => {
      queryClient.setQueryData<TicketView[]>(drawKeys.myTickets(game, draft.drawId), (tickets) =>
        ticketsWith(tickets ?? [], placed.ticket),
      );
      applyPoints(queryClient, placed.balanceCentavos);
      onPlaced(placed);
    },
    // Refused whole: nothing was taken; the next try is a new ticket with a new key.
    onRefused: (error) => setRefusal(refusalFromError(error) ?? { error: error.message, lines: [] }),
  });

  const lostAnswer = action.error !== null && !(action.error instanceof ApiError);
  return {
    /** The ticket awaiting confirmation (or a retry after a lost answer). */
    pending: action.pending,
    review: (drawId: number, lines: TicketLineInput[]) => {
      setRefusal(null);
      action.review({ drawId, lines });
    },
    confirm: action.confirm,
    /** Back to editing. After a lost answer the player's tickets are refetched: they show whether it went in. */
    cancel: () => {
      if (action.pending && lostAnswer) {
        void queryClient.invalidateQueries({ queryKey: drawKeys.myTickets(game, action.pending.drawId) });
      }
      action.reset();
      action.cancel();
    },
    busy: action.busy,
    /** The last attempt got no answer: the ticket may or may not be placed. */
    failure: lostAnswer ? NO_ANSWER_MESSAGE : null,
    refusal,
    clearRefusal: () => setRefusal(null),
  };
}
