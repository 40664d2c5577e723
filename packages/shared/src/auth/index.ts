// The auth domain's public face: its rules and contracts.
export * from "./contracts.ts";
export * from "./guards.ts";
export * from "./registration.ts";
export * from "./token.ts";
