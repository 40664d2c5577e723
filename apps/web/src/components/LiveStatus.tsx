import { RECONNECTING_MESSAGE } from "../lib/live-updates.ts";
import "./betting.css";

/**
 * The connection's state, worded as one ("Connected") while pushes arrive; the reconnecting notice (screen keeps
 * polling) when they do not. The event's own state is EventStatusBadge.
 */
export function LiveStatus({ live, showReconnecting }: { live: boolean; showReconnecting: boolean }) {
  if (live) {
    return (
      <span className="connection-pill" data-testid="live-pill" title="Live updates are arriving">
        <span className="connection-dot" aria-hidden="true" /> Connected
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
