/**
 * Player protection's public face (docs/decisions/0011-player-protection.md).
 * - Where the money moves ("Enforcement"): stakes checked and counted in the statement that moves them, credits and
 *   loads counted (loads checked) in their transactions, refusals explained by the pure rules of
 *   `@sabong/shared/protection`.
 * - For the rest of the platform: the restriction of players for list rows and the user detail, the daily play-time
 *   check the bet and ticket places run when their statement sends a player with that limit back, the clock that applies pending limit changes, and
 *   the writes the demo seed uses.
 */
export { type LimitChange, setLimit } from "./limits.ts";
export { applyDueLimitChanges, type PendingClockReport, startProtectionClock } from "./pending-clock.ts";
export { refuseWhenPlayTimeUsed, touchPlaySession, withPlayTimeChecked } from "./play-sessions.ts";
export { loadRefusal, stakeRefusal } from "./refusals.ts";
export { restrictionOf, restrictionsOf } from "./restriction-store.ts";
export { type RestrictionAction, takeSelfExclusionFor, takeTimeOutFor } from "./restrictions.ts";
export { lockStakeRooms, playTimeUnchecked, type Room, stakesAllowed } from "./rooms.ts";
export {
  type GuardedRequestColumn,
  type ProtectionColumn,
  postStakes,
  type StakeParts,
  type StakeRequestColumn,
  type StakeResult,
  type StakeStatement,
  stakeStatement,
} from "./stakes.ts";
export { type Credit, creditsTakenBack, guardLoad, recordCredits } from "./totals.ts";
