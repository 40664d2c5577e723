import { ErrorAlert } from "./ErrorAlert.tsx";

type Props = {
  /** What failed to load ("the wallet log"). */
  what: string;
  error: Error;
  onRetry: () => void;
};

/** A list or figure that could not be loaded: the server's reason and a way to try again. */
export function QueryError({ what, error, onRetry }: Props) {
  return (
    <ErrorAlert onRetry={onRetry}>
      Could not load {what}: {error.message}
    </ErrorAlert>
  );
}
