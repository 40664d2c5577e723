// The betting domain's public face: its rules and contracts.
export * from "./bet-check.ts";
export * from "./bet-contracts.ts";
export * from "./contracts.ts";
export * from "./entries.ts";
export * from "./fight-contracts.ts";
export * from "./fight-state.ts";
export * from "./int-math.ts";
export * from "./last-call.ts";
export * from "./limits.ts";
export * from "./odds.ts";
export * from "./pause.ts";
export * from "./revert-contracts.ts";
export * from "./settlement.ts";
export * from "./sides.ts";
export * from "./stake-back.ts";
