import type { PlayerRestriction } from "@sabong/shared/protection";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../components/PageHeader.tsx";
import { ACCOUNT_PATH, BETS_HISTORY_PATH } from "./paths.ts";
import { restrictionSentence } from "./restriction-text.ts";

export type RunningRestriction = NonNullable<PlayerRestriction>;

/** setTimeout's longest delay: a restriction ending later is looked at again when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The signed-in player's time-out or self-exclusion while it runs (null: none, or it has ended). At its end the
 * screen comes back by itself, without a reload.
 */
export function useRunningRestriction(restriction: PlayerRestriction | undefined): RunningRestriction | null {
  const endsAtMs = restriction ? Date.parse(restriction.endsAt) : Number.NaN;
  const [, setTick] = useState(0);
  useEffect(() => {
    const leftMs = endsAtMs - Date.now();
    if (!(leftMs > 0)) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.min(leftMs + 1_000, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [endsAtMs]);
  return restriction && endsAtMs > Date.now() ? restriction : null;
}

/** What a restricted player may still open: their bets, and Account (balance, statement, the protection tools). */
export function allowedWhileRestricted(pathname: string): boolean {
  return [BETS_HISTORY_PATH, ACCOUNT_PATH].some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

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
