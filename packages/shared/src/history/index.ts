// One history of every game: its contract and the rules that name a ticket's status.
export * from "./contracts.ts";
export * from "./results-contracts.ts";
export * from "./status.ts";
