import type { TextareaHTMLAttributes } from "react";

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "value" | "onChange" | "className" | "rows"> & {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The message to show (the caller decides when: after the field was left, or on confirm). */
  error: string | null;
};

/** The reason an audited action asks for (revert, cancel, reject): required, kept in the audit log. */
export function ReasonField({ id, value, onChange, error, ...rest }: Props) {
  return (
    <>
      <label className="form-label" htmlFor={id}>
        Reason (required, kept in the audit log)
      </label>
      <textarea
        id={id}
        className={`form-control${error ? " is-invalid" : ""}`}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      {error ? <div className="invalid-feedback">{error}</div> : null}
    </>
  );
}
