// The users domain's public face: its rules and contracts.
export * from "./detail.ts";
export * from "./hierarchy-contracts.ts";
export * from "./labels.ts";
