import type { ReactNode } from "react";

type Props = {
  label: string;
  value: ReactNode;
  /** A line under the figure. */
  note?: ReactNode;
  accent?: "points" | "commission" | "neutral";
  testId?: string;
};

/** One figure of a screen's summary row (balances, counts). */
export function StatCard({ label, value, note, accent = "neutral", testId }: Props) {
  return (
    <section className={`card shadow-sm stat-card stat-${accent} h-100`}>
      <div className="card-body">
        <h2 className="h6 text-uppercase text-body-secondary mb-1 small">{label}</h2>
        <p className="fs-3 fw-semibold mb-0 tabular text-break" data-testid={testId}>
          {value}
        </p>
        {note ? <p className="small text-body-secondary mb-0 mt-1">{note}</p> : null}
      </div>
    </section>
  );
}
