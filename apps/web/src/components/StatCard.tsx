import type { ReactNode } from "react";

type Props = {
  label: string;
  value: ReactNode;
  /** A line under the figure. */
  note?: ReactNode;
  accent?: "points" | "commission" | "neutral";
  testId?: string;
  /** "lg": the dashboards' big figures. */
  size?: "md" | "lg";
};

/** One figure of a screen's summary row (balances, counts). */
export function StatCard({ label, value, note, accent = "neutral", testId, size = "md" }: Props) {
  const large = size === "lg";
  return (
    <section className={`card shadow-sm stat-card stat-${accent}${large ? "" : " h-100"}`}>
      <div className="card-body">
        <h2 className={`h6 text-uppercase text-body-secondary mb-1${large ? "" : " small"}`}>{label}</h2>
        <p
          className={`${large ? "display-6" : "fs-3"} fw-semibold mb-0 tabular${large ? "" : " text-break"}`}
          data-testid={testId}
        >
          {value}
        </p>
        {note ? <p className="small text-body-secondary mb-0 mt-1">{note}</p> : null}
      </div>
    </section>
  );
}
