// The time domain's public face: its rules and contracts.
export * from "./manila.ts";
export * from "./stamp.ts";
