// allowed: the schema re-exports every module's table.ts for drizzle-kit
export * from "../modules/ledger/table.ts";
