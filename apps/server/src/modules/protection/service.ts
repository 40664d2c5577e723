/**
 * Player protection's public face (docs/decisions/0011-player-protection.md): the restriction of players for list rows
 * and the user detail, the daily play-time check the bet and ticket places call before their statement, the clock
 * that applies pending limit changes, and the writes the demo seed uses.
 */
export { type LimitChange, setLimit } from "./limits.ts";
export { applyDueLimitChanges, type PendingClockReport, startProtectionClock } from "./pending-clock.ts";
export { refuseWhenPlayTimeUsed, touchPlaySession } from "./play-sessions.ts";
export { restrictionOf, restrictionsOf } from "./restriction-store.ts";
export { type RestrictionAction, takeSelfExclusionFor, takeTimeOutFor } from "./restrictions.ts";
