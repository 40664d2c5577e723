import { DomainError } from "../../errors.ts";

export class InsufficientFundsError extends DomainError {
  readonly accountId: number;
  constructor(accountId: number, message = "Insufficient balance") {
    super("INSUFFICIENT_FUNDS", message);
    this.accountId = accountId;
  }
}

/** A broken ledger invariant is a bug, never a user error: it aborts the transaction. */
export class LedgerInvariantError extends Error {
  constructor(message: string) {
    super(`ledger invariant violated: ${message}`);
    this.name = "LedgerInvariantError";
  }
}
