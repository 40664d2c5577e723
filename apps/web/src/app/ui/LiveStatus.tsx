import { RECONNECTING_MESSAGE } from "../../lib/live-updates.ts";
import "./betting.css";

/** A small "LIVE" pill while pushes arrive; the reconnecting notice (screen keeps polling) when they do not. */
export function LiveStatus({ live, showReconnecting }: { live: boolean; showReconnecting: boolean }) {
  if (live) {
    return (
      <span className="live-pill" data-testid="live-pill">
        <span className="live-dot" aria-hidden="true" /> LIVE
      </span>
    );
  }
  if (!showReconnecting) return null;
  return (
    <div className="reconnecting-banner" role="status" data-testid="reconnecting">
      <span className="spinner-grow spinner-grow-sm" aria-hidden="true" /> {RECONNECTING_MESSAGE}
    </div>
  );
}
