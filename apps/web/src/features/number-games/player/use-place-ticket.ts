import type { NumberGame } from "@sabong/shared/games";
import type { PlacedTicket, TicketLineInput, TicketRefusal, TicketView } from "@sabong/shared/number-games";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { applyPoints } from "../../../api/balance-sync.ts";
import { drawKeys } from "../../../api/number-games/keys.ts";
import { postTicket, refusalFromError } from "../../../api/number-games/player.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { newIdempotencyKey } from "../../../lib/idempotency.ts";
import { useSingleFlight } from "../../../lib/single-flight.ts";
import { ticketsWith } from "./draw-updates.ts";

type Pending = { drawId: number; lines: TicketLineInput[]; idempotencyKey: string };

export const NO_ANSWER_MESSAGE =
  "No answer from the server: your ticket is not confirmed yet. Retry to make sure (it can never be placed twice).";

/**
 * Sends the player's ticket, the money-action way (lib/use-money-action.ts): `review` opens the confirmation with a
 * fresh idempotency key; `confirm` sends it, one request at a time; a lost answer keeps the confirmation open and
 * confirming again repeats the same key, so the ticket is never placed twice. A refusal (nothing was written) closes
 * it and hands the server's per-line reasons to the ticket. The answer joins "my tickets" and moves the balance.
 */
export function usePlaceTicket(game: NumberGame, onPlaced: (placed: PlacedTicket) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [refusal, setRefusal] = useState<TicketRefusal | null>(null);
  const once = useSingleFlight();
  const mutation = useMutation({
    mutationFn: ({ drawId, lines, idempotencyKey }: Pending) => postTicket(game, { drawId, idempotencyKey, lines }),
  });

  const confirm = () => {
    if (!pending) return;
    once(async () => {
      try {
        const placed = await mutation.mutateAsync(pending);
        queryClient.setQueryData<TicketView[]>(drawKeys.myTickets(game, pending.drawId), (tickets) =>
          ticketsWith(tickets ?? [], placed.ticket),
        );
        applyPoints(queryClient, placed.balanceCentavos);
        setPending(null);
        onPlaced(placed);
      } catch (error) {
        if (error instanceof ApiError) {
          // Refused whole: nothing was taken; the next try is a new ticket with a new key.
          setPending(null);
          setRefusal(refusalFromError(error) ?? { error: error.message, lines: [] });
        }
      }
    });
  };

  const lostAnswer = mutation.isError && !(mutation.error instanceof ApiError);
  return {
    /** The ticket awaiting confirmation (or a retry after a lost answer). */
    pending,
    review: (drawId: number, lines: TicketLineInput[]) => {
      mutation.reset();
      setRefusal(null);
      setPending({ drawId, lines, idempotencyKey: newIdempotencyKey() });
    },
    confirm,
    /** Back to editing. After a lost answer the player's tickets are refetched: they show whether it went in. */
    cancel: () => {
      if (pending && lostAnswer) {
        void queryClient.invalidateQueries({ queryKey: drawKeys.myTickets(game, pending.drawId) });
      }
      mutation.reset();
      setPending(null);
    },
    busy: mutation.isPending,
    /** The last attempt got no answer: the ticket may or may not be placed. */
    failure: lostAnswer ? NO_ANSWER_MESSAGE : null,
    refusal,
    clearRefusal: () => setRefusal(null),
  };
}
