import { type ReactNode, useId } from "react";
import { PesosInput } from "./PesosInput.tsx";

type Props = {
  label: string;
  /** The label is for screen readers only (the placeholder says it). */
  hideLabel?: boolean;
  placeholder?: string;
  /** The text, its setter, and why it is refused (shown instead of the hint): a money action's amount. */
  field: { amount: string; setAmount: (text: string) => void; error: string | null };
  /** A line under the field ("Available: ₱1,000.00"). */
  hint?: ReactNode;
  /** A button beside the field ('All'). */
  addon?: ReactNode;
  className?: string;
};

/** A peso amount field with its label, its error (or hint) under it, and an optional button beside it. */
export function AmountField({ label, hideLabel, placeholder = "0.00", field, hint, addon, className }: Props) {
  const id = useId();
  const { error } = field;
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const input = (
    <PesosInput
      id={`${id}-amount`}
      placeholder={placeholder}
      value={field.amount}
      invalid={Boolean(error)}
      aria-describedby={note}
      onChange={(event) => field.setAmount(event.target.value)}
    />
  );
  return (
    <div className={className}>
      <label htmlFor={`${id}-amount`} className={hideLabel ? "visually-hidden" : "form-label"}>
        {label}
      </label>
      {addon ? (
        <div className="d-flex gap-2">
          <div className="flex-grow-1">{input}</div>
          {addon}
        </div>
      ) : (
        input
      )}
      {error ? (
        <div className="invalid-feedback d-block" id={note}>
          {error}
        </div>
      ) : hint ? (
        <div className="form-text" id={note}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
