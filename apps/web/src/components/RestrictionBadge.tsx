import { manilaMomentText, type PlayerRestriction } from "@sabong/shared/protection";

/** "Time-out until 8 Mar 2025 09:00", "Self-excluded until 1 Sep 2025 09:00" (Manila time). */
export function restrictionText(restriction: NonNullable<PlayerRestriction>): string {
  const until = manilaMomentText(Date.parse(restriction.endsAt));
  return restriction.kind === "time-out" ? `Time-out until ${until}` : `Self-excluded until ${until}`;
}

/** A player's running time-out or self-exclusion on a list row; nothing when there is none (or it has ended). */
export function RestrictionBadge({ restriction }: { restriction: PlayerRestriction | undefined }) {
  if (!restriction || Date.parse(restriction.endsAt) <= Date.now()) return null;
  const tone = restriction.kind === "time-out" ? "text-bg-warning" : "text-bg-danger";
  return (
    <span className={`badge rounded-pill text-wrap text-start ${tone}`} data-testid="restriction-badge">
      {restrictionText(restriction)}
    </span>
  );
}
