import type { ReactNode } from "react";

type Props = {
  /** The error to show (its message); nothing is shown without an error or children. */
  error?: Error | string | null | undefined;
  /** What to show instead of the bare message (a message with a link back, a list of differences). */
  children?: ReactNode;
  /** Spacing beside the alert's own classes ("py-2", "mt-3 mb-0"). */
  className?: string;
  /**
   * An error after an action is announced to screen readers (role="alert"); a screen that could not open shows
   * its reason in place of the screen, where it is read in turn.
   */
  announce?: boolean;
  /** A "Try again" button beside the message (a read that failed). */
  onRetry?: () => void;
  testId?: string;
};

/** Every red error box of the app: the server's reason in plain words, optionally with a way to try again. */
export function ErrorAlert({ error, children, className, announce = true, onRetry, testId }: Props) {
  const content = children ?? (typeof error === "string" ? error : error?.message);
  if (content === undefined || content === null || content === "") return null;
  const layout = onRetry ? "d-flex flex-wrap align-items-center justify-content-between gap-2" : "";
  return (
    <div
      className={["alert alert-danger", layout, className].filter(Boolean).join(" ")}
      role={announce ? "alert" : undefined}
      data-testid={testId}
    >
      {onRetry ? (
        <>
          <span>{content}</span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
            Try again
          </button>
        </>
      ) : (
        content
      )}
    </div>
  );
}
