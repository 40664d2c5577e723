import { type ReactNode, useState } from "react";

type Props = {
  /** The form's accessible name. */
  label: string;
  /** What is wrong with the draft, shown under the fields. */
  error: string | null;
  onSubmit: () => void;
  children: ReactNode;
};

/** Filters or criteria in a card, applied on submit (one request, not one per key), their one error below them. */
export function FilterCard({ label, error, onSubmit, children }: Props) {
  return (
    <form
      className="card border-0 shadow-sm mb-3"
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="card-body">
        {children}
        {error ? (
          <div className="text-danger small mt-2" role="alert">
            {error}
          </div>
        ) : null}
      </div>
    </form>
  );
}

/** A filter form's draft and its error; any change to the draft clears the error. */
export function useFilterDraft<T extends object>(value: T) {
  const [draft, setDraft] = useState<T>(value);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<T>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setError(null);
  };
  return { draft, setDraft, error, setError, set };
}
