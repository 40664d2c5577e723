// allowed: the schema re-exports every module's table.ts for drizzle-kit (no-folder-cycles exempts it: the wallet
// uses db/client.ts)
export * from "../modules/ledger/table.ts";
export * from "../modules/wallet/table.ts";
