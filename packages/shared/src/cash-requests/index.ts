// Cash-in and cash-out requests: their rules and contracts.
export * from "./contracts.ts";
export * from "./rules.ts";
