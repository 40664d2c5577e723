// The wallet domain's public face: its rules and contracts.
export * from "./account-words.ts";
export * from "./contracts.ts";
export * from "./player-words.ts";
