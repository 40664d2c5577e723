import type { TransferCode } from "./accounts.ts";
import { InsufficientFundsError, LedgerInvariantError } from "./errors.ts";

/** Placeholder numbers (`$n`) of the caller's statement that hold the transfer's values. */
export type InlineTransferParams = {
  debitAccountId: number;
  creditAccountId: number;
  amountCentavos: number;
  actorId: number;
};

/** The CTE names the fragment defines; the caller's final select reads them. */
export const INLINE_DEBIT = "ledger_debit";
export const INLINE_TRANSFER = "ledger_transfer";

/**
 * A transfer from a user account to a system account written as two CTEs of the caller's single statement, for the
 * one hot path that must be one round trip: a bet (fight check, bet row and stake in one statement, docs/
 * performance.md). It is the same movement `postTransfers` makes, in SQL: the stored balance drops by the amount
 * (the row lock of the update orders concurrent debits; the table's CHECK refuses a balance below zero and aborts
 * the whole statement, see `inlineTransferFailure`) and the transfer is written with the balance after it. It moves
 * money only when the CTE named `source` has a row, and takes that row's `id` as the transfer's ref. The credit
 * account must be a system account (balances derived from transfers, never stored): callers pass ids that
 * `systemAccountId` opened.
 */
export function inlineUserToSystemTransfer(options: {
  source: string;
  code: TransferCode;
  refType: string;
  params: InlineTransferParams;
}): string {
  const { source, code, refType, params } = options;
  for (const name of [source, code, refType]) {
    if (!/^[A-Za-z_]+$/.test(name)) throw new LedgerInvariantError(`not a plain identifier: ${name}`);
  }
  const debit = `$${params.debitAccountId}::int`;
  const credit = `$${params.creditAccountId}::int`;
  const amount = `$${params.amountCentavos}::bigint`;
  return `${INLINE_DEBIT} as (
    update ledger_accounts set balance_centavos = balance_centavos - ${amount}
    where id = ${debit} and kind = 'user' and ${amount} > 0 and exists (select 1 from ${source})
    returning balance_centavos
  ), ${INLINE_TRANSFER} as (
    insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id,
      debit_balance_after_centavos, actor_id)
    select ${debit}, ${credit}, ${amount}, '${code}', '${refType}', s.id::text, d.balance_centavos,
      $${params.actorId}::int
    from ${source} s, ${INLINE_DEBIT} d
    returning id
  )`;
}

/**
 * Checks what the statement reports of the fragment: with a source row, exactly one debit and one transfer; without,
 * neither. Anything else is a bug in the statement, never a user error.
 */
export function assertInlineTransfer(moved: boolean, debits: number, transfers: number): void {
  const expected = moved ? 1 : 0;
  if (debits !== expected || transfers !== expected) {
    throw new LedgerInvariantError(`inline transfer wrote ${debits} debits and ${transfers} transfers`);
  }
}

/** The overdraft refusal of an inline transfer as the domain error, or null for any other failure. */
export function inlineTransferFailure(error: unknown, debitAccountId: number): InsufficientFundsError | null {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  if (e?.code === "23514" && e.constraint === "ledger_accounts_balance_chk") {
    return new InsufficientFundsError(debitAccountId);
  }
  return null;
}
