import { Link } from "react-router";
import { RESPONSIBLE_GAMING_PATH } from "./paths.ts";
import { StatementSection } from "./StatementSection.tsx";

/**
 * The Account screen's part of player protection (composed by the router): the way to the responsible-gaming tools,
 * and the statement of loads and withdrawals.
 */
export function AccountProtection() {
  return (
    <>
      <section className="card border-0 shadow-sm mt-3" aria-labelledby="responsible-gaming-link">
        <div className="card-body d-flex flex-wrap align-items-center justify-content-between gap-2">
          <div className="min-w-0">
            <h2 id="responsible-gaming-link" className="h6 text-uppercase text-body-secondary mb-1">
              Responsible gaming
            </h2>
            <p className="mb-0 small">
              Loss, wager and load limits, play time, reality checks, time-outs and self-exclusion.
            </p>
          </div>
          <Link to={RESPONSIBLE_GAMING_PATH} className="btn btn-warning">
            Limits and breaks
          </Link>
        </div>
      </section>
      <StatementSection />
    </>
  );
}
