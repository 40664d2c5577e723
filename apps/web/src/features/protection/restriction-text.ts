import { manilaMomentText, type PlayerRestriction } from "@sabong/shared/protection";

// Apart from break-text.ts: the player shell (in the entry) needs this sentence, not the break rules behind the others.

/** "You are on a time-out until 8 Mar 2025 09:00." */
export function restrictionSentence(restriction: NonNullable<PlayerRestriction>): string {
  const until = manilaMomentText(Date.parse(restriction.endsAt));
  return restriction.kind === "time-out"
    ? `You are on a time-out until ${until}.`
    : `You are self-excluded until ${until}.`;
}
