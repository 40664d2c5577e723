// allowed: a module's tables
export const ledgerTransfers = "ledger_transfers";
