// The know-your-customer domain's public face: age in Manila time, matching, the exclusion list's keys, ID types,
// statuses and what they allow, image checks, and the contracts (pure rules; docs/decisions/0013).
export * from "./age.ts";
export * from "./api.ts";
export * from "./contracts.ts";
export * from "./exclusion.ts";
export * from "./exclusion-api.ts";
export * from "./id-types.ts";
export * from "./images.ts";
export * from "./mobile.ts";
export * from "./names.ts";
export * from "./person-fields.ts";
export * from "./staff-api.ts";
export * from "./status.ts";
