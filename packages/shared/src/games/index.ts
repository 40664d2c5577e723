// The games domain's public face: its rules and contracts.
export * from "./api-resources.ts";
export * from "./registry.ts";
export * from "./wording.ts";
