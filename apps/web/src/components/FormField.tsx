import type { ReactNode } from "react";

type FieldProps = {
  id: string;
  className: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** The props that tie an input to its label, error and hint. */
export function fieldProps(id: string, error?: string, hint?: string): FieldProps {
  return {
    id,
    className: `form-control${error ? " is-invalid" : ""}`,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

type Props = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The wrapper's classes (a grid column, say); by default a bottom margin. */
  className?: string;
  /** The input, given `fieldProps(id, error, hint)`. */
  children: ReactNode;
};

/** A labelled form field with its validation message or hint. */
export function FormField({ id, label, error, hint, className = "mb-3", children }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      {error ? (
        <div className="invalid-feedback" id={`${id}-error`}>
          {error}
        </div>
      ) : hint ? (
        <div className="form-text" id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
