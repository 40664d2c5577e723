import { forwardRef, type InputHTMLAttributes } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode"> & { invalid?: boolean };

/**
 * A peso amount field: "₱" in front, a decimal keypad on phones, text (not type=number) so "1,000.50" is kept as
 * typed and read exactly by the amount parser.
 */
export const PesosInput = forwardRef<HTMLInputElement, Props>(function PesosInput(
  { invalid, className, ...rest },
  ref,
) {
  return (
    <div className={`input-group${invalid ? " has-validation" : ""}`}>
      <span className="input-group-text">₱</span>
      <input
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={`form-control tabular${invalid ? " is-invalid" : ""}${className ? ` ${className}` : ""}`}
        {...rest}
      />
    </div>
  );
});
