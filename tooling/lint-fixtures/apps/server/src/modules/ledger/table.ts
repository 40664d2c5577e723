// allowed: a module's tables
export const ledgerTransfers = "ledger_transfers";
// allowed: the ledger's own tables and the view it declares for other modules (tooling/table-owners.test.ts)
export const transfersTable = pgTable("ledger_transfers", {});
export const balancesView = pgView("ledger_balances", {}).existing();
