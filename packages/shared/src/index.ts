export * from "./auth/guards.ts";
export * from "./auth/token.ts";
export * from "./money/centavos.ts";
export * from "./users/detail.ts";
export * from "./users/labels.ts";
export * from "./contracts/auth.ts";
export * from "./contracts/announcement.ts";
export * from "./contracts/common.ts";
