import { type Centavos, parsePesos } from "@sabong/shared/money";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { newIdempotencyKey } from "./idempotency.ts";
import { useSingleFlight } from "./single-flight.ts";

/** An action waiting for its confirmation, with the key every attempt of it will carry. */
type Pending<TDraft> = { draft: TDraft; idempotencyKey: string };

export type MoneyActionOptions<TDraft, TResult> = {
  /**
   * Sends the confirmed action. Every attempt of one confirmed action carries the same idempotency key, so a retry
   * after a lost answer cannot move the money twice; the next action gets a new key.
   */
  send: (draft: TDraft, idempotencyKey: string) => Promise<TResult>;
  /** After the server accepted it (the confirmation is closed and the amount field emptied). */
  onDone: (result: TResult, draft: TDraft) => void;
};

/**
 * A form that moves money: the peso amount typed (read exactly into centavos by the shared parser), checks the
 * screen can make, a confirmation that names the action, then one request at a time (a double click sends once).
 * A failure is shown in the confirmation, whose button then repeats the same action with the same key.
 */
export function useMoneyAction<TDraft, TResult>({ send, onDone }: MoneyActionOptions<TDraft, TResult>) {
  const [amount, setAmountText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending<TDraft> | null>(null);
  const mutation = useMutation({
    mutationFn: ({ draft, idempotencyKey }: Pending<TDraft>) => send(draft, idempotencyKey),
  });
  const once = useSingleFlight();

  return {
    /** The amount field's text. */
    amount,
    /** Typing (or a quick-amount button) replaces the text and clears the field's error. */
    setAmount: (text: string) => {
      setAmountText(text);
      setError(null);
    },
    /** Why the amount cannot be sent, shown under the field. */
    error,
    setError,
    /**
     * Reads the amount; `build` turns its centavos into the action, or answers why not (a message for the field).
     * A readable action opens the confirmation with a fresh idempotency key.
     */
    submit: (build: (amountCentavos: Centavos) => TDraft | string) => {
      const parsed = parsePesos(amount);
      if (!parsed.ok) return setError(parsed.message);
      const draft = build(parsed.centavos);
      if (typeof draft === "string") return setError(draft);
      setError(null);
      mutation.reset();
      setPending({ draft, idempotencyKey: newIdempotencyKey() });
    },
    /** The action awaiting confirmation. */
    pending: pending?.draft ?? null,
    confirm: () => {
      if (!pending) return;
      once(async () => {
        const result = await mutation.mutateAsync(pending);
        setPending(null);
        setAmountText("");
        onDone(result, pending.draft);
      });
    },
    cancel: () => setPending(null),
    /** The request is on its way. */
    busy: mutation.isPending,
    /** The last attempt's failure (the server's message). */
    failure: mutation.error?.message ?? null,
  };
}

export type MoneyAction<TDraft, TResult> = ReturnType<typeof useMoneyAction<TDraft, TResult>>;

/** What a ConfirmModal needs from a money action. */
export function confirmation(action: Pick<MoneyAction<unknown, unknown>, "busy" | "failure" | "confirm" | "cancel">) {
  return { busy: action.busy, error: action.failure, onConfirm: action.confirm, onCancel: action.cancel };
}
