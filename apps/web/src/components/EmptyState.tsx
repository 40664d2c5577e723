import type { ReactNode } from "react";

type Props = {
  /** What is missing, e.g. "No wallet movements yet." */
  title: string;
  /** What will appear here once there is data. */
  children: ReactNode;
};

/** A screen with nothing to list yet: says what will appear here. */
export function EmptyState({ title, children }: Props) {
  return (
    <section className="empty-state card border-0 shadow-sm">
      <div className="card-body text-center py-5 px-3">
        <div className="empty-state-mark mx-auto mb-3" aria-hidden="true" />
        <p className="fw-semibold mb-1">{title}</p>
        <p className="text-body-secondary mb-0">{children}</p>
      </div>
    </section>
  );
}
