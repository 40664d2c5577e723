import type { EventStatus } from "@sabong/shared/betting";
import "./betting.css";

const LABELS: Record<EventStatus, string> = { LIVE: "Live", UPCOMING: "Upcoming", ENDED: "Ended" };

/**
 * The event's own state (live, upcoming, ended). Not the connection: that is LiveStatus, worded as a connection, so an
 * ended event never reads "live" because its screen still receives pushes.
 */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  if (status === "LIVE") {
    return (
      <span className="live-pill" data-testid="event-status">
        <span className="live-dot" aria-hidden="true" /> {LABELS.LIVE}
      </span>
    );
  }
  const tone = status === "UPCOMING" ? "text-bg-primary" : "text-bg-secondary";
  return (
    <span className={`badge ${tone}`} data-testid="event-status">
      {LABELS[status]}
    </span>
  );
}
