// The money domain's public face: its rules and contracts.
export * from "./centavos.ts";
export * from "./text.ts";
