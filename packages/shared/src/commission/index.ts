// The commission domain's public face: its rules and contracts.
export * from "./balances.ts";
export * from "./commission.ts";
export * from "./rates.ts";
