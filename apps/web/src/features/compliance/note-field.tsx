/** A required text a reviewer writes (a reason, a request): its label, the field, and what is missing under it. */
export function NoteField({
  id,
  label,
  rows,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  rows: number;
  value: string;
  /** Shown once the reviewer confirmed without writing. */
  error: string | null;
  onChange: (text: string) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        className={`form-control${error ? " is-invalid" : ""}`}
        rows={rows}
        maxLength={500}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      ) : null}
    </>
  );
}
