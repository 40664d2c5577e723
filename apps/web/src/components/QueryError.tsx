type Props = {
  /** What failed to load ("the wallet log"). */
  what: string;
  error: Error;
  onRetry: () => void;
};

/** A list or figure that could not be loaded: the server's reason and a way to try again. */
export function QueryError({ what, error, onRetry }: Props) {
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
      <span>
        Could not load {what}: {error.message}
      </span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
