import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "./api-client.ts";
import { newIdempotencyKey } from "./idempotency.ts";
import { useSingleFlight } from "./single-flight.ts";

/**
 * The money-action family of the web (bets, tickets, loads, mints, conversions): every action gets one idempotency
 * key when the user commits to it, every attempt of that action carries the same key (a retry after a lost answer
 * can never move the money twice), and one request is on its way at a time (a double tap sends once).
 */

/** One action the user committed to, with the key every attempt of it carries. */
export type KeyedAction<TDraft> = { draft: TDraft; idempotencyKey: string };

export const keyed = <TDraft>(draft: TDraft): KeyedAction<TDraft> => ({ draft, idempotencyKey: newIdempotencyKey() });

export type KeyedSendOptions<TDraft, TResult> = {
  send: (draft: TDraft, idempotencyKey: string) => Promise<TResult>;
  /** The server took it. */
  onDone: (result: TResult, action: KeyedAction<TDraft>) => void;
  /** The server refused it (an answer with an error: nothing was written). Left to the error when absent. */
  onRefused?: (error: ApiError, action: KeyedAction<TDraft>) => void;
  /** No answer (network, timeout): the action may or may not have been taken; retrying reuses its key. */
  onLost?: (error: unknown, action: KeyedAction<TDraft>) => void;
};

/** Sends keyed actions one at a time; `start` answers false (and sends nothing) while one is on its way. */
export function useKeyedSend<TDraft, TResult>({ send, onDone, onRefused, onLost }: KeyedSendOptions<TDraft, TResult>) {
  const mutation = useMutation({
    mutationFn: ({ draft, idempotencyKey }: KeyedAction<TDraft>) => send(draft, idempotencyKey),
  });
  const once = useSingleFlight();
  return {
    start: (action: KeyedAction<TDraft>): boolean =>
      once(async () => {
        try {
          onDone(await mutation.mutateAsync(action), action);
        } catch (error) {
          if (error instanceof ApiError) onRefused?.(error, action);
          else onLost?.(error, action);
        }
      }),
    /** The request is on its way. */
    busy: mutation.isPending,
    /** The last attempt's failure. */
    error: mutation.error,
    reset: mutation.reset,
  };
}

/**
 * A keyed action behind a confirmation: `review` opens it with a fresh key, `confirm` sends it (again, with the
 * same key, after a failure), `cancel` closes it. A refusal closes it only when `onRefused` takes it.
 */
export function useConfirmedAction<TDraft, TResult>(options: KeyedSendOptions<TDraft, TResult>) {
  const [pending, setPending] = useState<KeyedAction<TDraft> | null>(null);
  const sender = useKeyedSend<TDraft, TResult>({
    ...options,
    onDone: (result, action) => {
      setPending(null);
      options.onDone(result, action);
    },
    ...(options.onRefused
      ? {
          onRefused: (error: ApiError, action: KeyedAction<TDraft>) => {
            setPending(null);
            options.onRefused?.(error, action);
          },
        }
      : {}),
  });
  return {
    /** The action awaiting confirmation (or a retry). */
    pending: pending?.draft ?? null,
    review: (draft: TDraft) => {
      sender.reset();
      setPending(keyed(draft));
    },
    confirm: () => {
      if (pending) sender.start(pending);
    },
    cancel: () => setPending(null),
    busy: sender.busy,
    error: sender.error,
    reset: sender.reset,
  };
}
