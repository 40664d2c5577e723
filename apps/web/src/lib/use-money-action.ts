import { type Centavos, parsePesos } from "@sabong/shared/money";
import { useState } from "react";
import { useConfirmedAction } from "./use-keyed-action.ts";

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
  const action = useConfirmedAction<TDraft, TResult>({
    send,
    onDone: (result, { draft }) => {
      setAmountText("");
      onDone(result, draft);
    },
  });

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
      action.review(draft);
    },
    /** The action awaiting confirmation. */
    pending: action.pending,
    confirm: action.confirm,
    cancel: action.cancel,
    /** The request is on its way. */
    busy: action.busy,
    /** The last attempt's failure (the server's message). */
    failure: action.error?.message ?? null,
  };
}

export type MoneyAction<TDraft, TResult> = ReturnType<typeof useMoneyAction<TDraft, TResult>>;

/** What a ConfirmModal needs from a money action. */
export function confirmation(action: Pick<MoneyAction<unknown, unknown>, "busy" | "failure" | "confirm" | "cancel">) {
  return { busy: action.busy, error: action.failure, onConfirm: action.confirm, onCancel: action.cancel };
}
