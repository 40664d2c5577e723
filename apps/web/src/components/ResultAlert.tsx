import type { ReactNode } from "react";

/** What a money action did (amounts, new balances), until dismissed. */
export function ResultAlert({
  testId,
  onDismiss,
  children,
}: {
  testId: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    <div className="alert alert-success d-flex gap-2 align-items-start" role="status" data-testid={testId}>
      <div className="flex-grow-1">{children}</div>
      <button type="button" className="btn-close" aria-label="Dismiss" onClick={onDismiss} />
    </div>
  );
}
