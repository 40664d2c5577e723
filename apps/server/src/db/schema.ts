/** The one schema: each module owns its tables; drizzle-kit and the query builder see them all through here. */
export * from "../modules/accounting/table.ts";
export * from "../modules/announcements/table.ts";
export * from "../modules/audit/table.ts";
export * from "../modules/auth/table.ts";
export * from "../modules/betting/table.ts";
export * from "../modules/cash-requests/table.ts";
export * from "../modules/identity/table.ts";
export * from "../modules/integrity/table.ts";
export * from "../modules/ledger/table.ts";
export * from "../modules/notices/table.ts";
export * from "../modules/number-games/table.ts";
export * from "../modules/protection/table.ts";
export * from "../modules/users/table.ts";
export * from "../modules/whitelist/table.ts";
