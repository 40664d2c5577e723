// The accounting domain's public face: its rules and contracts.
export * from "./agent-summary-contracts.ts";
export * from "./contracts.ts";
export * from "./figures.ts";
