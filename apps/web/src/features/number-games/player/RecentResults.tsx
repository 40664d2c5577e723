import type { DrawView } from "@sabong/shared/number-games";
import { formatDateTime } from "../../../lib/format.ts";

/** The latest settled or cancelled draws of the game, newest first. */
export function RecentResults({ draws }: { draws: readonly DrawView[] }) {
  return (
    <section className="recent-results" aria-labelledby="recent-results-title">
      <h2 id="recent-results-title" className="h6 mt-3">
        Latest results
      </h2>
      {draws.length === 0 ? (
        <p className="small text-body-secondary">No results yet.</p>
      ) : (
        <ul className="list-group list-group-flush small">
          {draws.map((draw) => (
            <li key={draw.id} className="list-group-item d-flex justify-content-between gap-2 px-0">
              <span className="min-w-0 text-truncate">
                {draw.label}
                <span className="d-block text-body-secondary">{formatDateTime(draw.drawAt)}</span>
              </span>
              {draw.state === "CANCELLED" ? (
                <span className="badge text-bg-secondary align-self-center">Cancelled</span>
              ) : (
                <strong className="result-digits tabular align-self-center">
                  <span className="visually-hidden">Result </span>
                  {draw.result}
                </strong>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
