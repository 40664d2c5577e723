import { backspace, pressDigit } from "./ticket.ts";

type Props = {
  digits: number;
  value: string;
  onChange: (value: string) => void;
  /** Why a digit cannot complete the combination right now (e.g. "Sold out"), or null. */
  digitNote: (digit: number) => string | null;
  disabled?: boolean;
};

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0] as const;

/** The combination as typed (leading zeros kept) and a 0–9 pad; digits that would finish a sold-out one are greyed. */
export function DigitPad({ digits, value, onChange, digitNote, disabled = false }: Props) {
  const full = value.length >= digits;
  return (
    <div className="digit-pad">
      <output className="digit-display tabular" aria-label="Combination" aria-live="polite">
        {Array.from({ length: digits }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions of the combination
          <span key={i} className={`digit-slot${value[i] === undefined ? " is-empty" : ""}`}>
            {value[i] ?? "–"}
          </span>
        ))}
      </output>
      <div className="digit-keys">
        {DIGITS.map((digit) => {
          const note = full ? null : digitNote(digit);
          return (
            <button
              key={digit}
              type="button"
              className={`btn btn-outline-light digit-key${note ? " is-sold-out" : ""}`}
              disabled={disabled || full || note !== null}
              aria-label={note ? `${digit}, ${note}` : String(digit)}
              onClick={() => onChange(pressDigit(value, digit, digits))}
            >
              <span className="digit-key-number">{digit}</span>
              {note ? <span className="digit-key-note">{note}</span> : null}
            </button>
          );
        })}
        <button
          type="button"
          className="btn btn-outline-secondary digit-key"
          disabled={disabled || value === ""}
          onClick={() => onChange("")}
        >
          Clear
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary digit-key"
          aria-label="Delete last digit"
          disabled={disabled || value === ""}
          onClick={() => onChange(backspace(value))}
        >
          ⌫
        </button>
      </div>
    </div>
  );
}
