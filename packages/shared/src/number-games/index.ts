// The number-games domain's public face: its rules and contracts.
export * from "./caps.ts";
export * from "./combinations.ts";
export * from "./contracts.ts";
export * from "./draw-state.ts";
export * from "./fairness.ts";
export * from "./game-ending.ts";
export * from "./multiplier-text.ts";
export * from "./payouts.ts";
export * from "./results-timing.ts";
export * from "./schedule.ts";
export * from "./ticket-check.ts";
export * from "./ticket-contracts.ts";
