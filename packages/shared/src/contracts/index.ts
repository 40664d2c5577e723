// The contracts domain's public face: its rules and contracts.
export * from "./common.ts";
export * from "./fields.ts";
export * from "./idempotency.ts";
export * from "./paging.ts";
export * from "./plain-words.ts";
export * from "./pushes.ts";
