import { Link } from "react-router";
import { PageHeader } from "../../components/PageHeader.tsx";
import { ACCOUNT_PATH, BETS_HISTORY_PATH } from "./paths.ts";
import type { RunningRestriction } from "./restriction-state.ts";
import { restrictionSentence } from "./restriction-text.ts";

/** The strip under the top bar while a restriction runs (in place of the announcement). */
export function RestrictedNotice({ restriction }: { restriction: RunningRestriction }) {
  return (
    <div className="alert alert-warning rounded-0 border-0 mb-0 py-2 px-3 small" role="status">
      <strong>Betting is paused.</strong> {restrictionSentence(restriction)} You can still see your bets and your
      account.
    </div>
  );
}

/** In place of the lounge, the games and any other betting screen while a restriction runs. */
export function BettingPaused({ restriction }: { restriction: RunningRestriction }) {
  return (
    <>
      <PageHeader title="Betting is paused" />
      <section className="card border-0 shadow-sm">
        <div className="card-body">
          <p className="fs-5">{restrictionSentence(restriction)}</p>
          <p>
            Until then you cannot bet, buy tickets or be loaded. Your balance stays yours: ask your agent if you want it
            withdrawn.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Link to={BETS_HISTORY_PATH} className="btn btn-outline-light">
              See your bets
            </Link>
            <Link to={ACCOUNT_PATH} className="btn btn-warning">
              Your account and statement
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
