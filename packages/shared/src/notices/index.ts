// The notices domain's public face: its rules and contracts.
export * from "./contracts.ts";
export * from "./words.ts";
