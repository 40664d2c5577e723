/** A field's error under it, named `${id}-error` for its input's aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <div className="invalid-feedback d-block" id={`${id}-error`}>
      {error}
    </div>
  ) : null;
}
