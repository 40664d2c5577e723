/**
 * Player protection's public face. Where the money moves (docs/decisions/0011-player-protection.md, "Enforcement"):
 * stakes checked and counted in the statement that moves them, credits and loads counted (loads checked) in their
 * transactions, refusals explained by the pure rules of `@sabong/shared/protection`.
 */

export { loadRefusal, stakeRefusal } from "./refusals.ts";
export { lockStakeRooms, type Room, stakesAllowed } from "./rooms.ts";
export { postStakes, type StakeBatch, type StakeResult } from "./stakes.ts";
export { type Credit, creditsTakenBack, guardLoad, recordCredits } from "./totals.ts";
