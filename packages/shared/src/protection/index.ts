// The player-protection domain's public face: limits, time-outs, self-exclusion and reality checks (pure rules).
export * from "./clock-text.ts";
export * from "./contracts.ts";
export * from "./limit-book.ts";
export * from "./limit-changes.ts";
export * from "./limit-words.ts";
export * from "./play-time.ts";
export * from "./refusal.ts";
export * from "./restrictions.ts";
export * from "./room.ts";
export * from "./windows.ts";
