import type { TransferCode } from "./accounts.ts";
import { InsufficientFundsError, LedgerInvariantError } from "./errors.ts";

/** The CTE names the fragment defines; the caller's final select reads them. */
export const INLINE_DEBIT = "ledger_debit";
export const INLINE_TRANSFER = "ledger_transfer";

/**
 * Transfers from user accounts to one system account, written as two CTEs of the caller's single statement, for
 * the one hot path that must be one round trip: bets (fight check, bet rows and stakes together, docs/
 * performance.md). They are the same movements `postTransfers` makes, in SQL: each stored balance drops by its
 * amount (the table's CHECK refuses a balance below zero and aborts the whole statement, see
 * `inlineTransferFailure`) and each transfer is written with the balance after it.
 *
 * `source` names the caller's CTE of movements, with columns `id` (the transfer's ref), `account_id` (the user
 * account debited), `amount` and `actor_id`. Each account may appear in it at most once: the caller locks those
 * accounts in id order before it and sizes each movement on the locked balance. `creditParam` is the placeholder
 * number of the credit account, which must be a system account (its balance is derived, never stored): callers
 * pass ids that `systemAccountId` opened.
 */
export function inlineUserToSystemTransfers(options: {
  source: string;
  code: TransferCode;
  refType: string;
  creditParam: number;
}): string {
  const { source, code, refType, creditParam } = options;
  for (const name of [source, code, refType]) {
    if (!/^[A-Za-z_]+$/.test(name)) throw new LedgerInvariantError(`not a plain identifier: ${name}`);
  }
  return `${INLINE_DEBIT} as (
    update ledger_accounts a set balance_centavos = a.balance_centavos - s.amount
    from ${source} s
    where a.id = s.account_id and a.kind = 'user' and s.amount > 0
    returning a.id, a.balance_centavos
  ), ${INLINE_TRANSFER} as (
    insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id,
      debit_balance_after_centavos, actor_id)
    select s.account_id, $${creditParam}::int, s.amount, '${code}', '${refType}', s.id::text, d.balance_centavos,
      s.actor_id
    from ${source} s join ${INLINE_DEBIT} d on d.id = s.account_id
    order by s.account_id
    returning id
  )`;
}

/**
 * Checks what the statement reports of the fragment: one debit and one transfer per source row. Anything else is a
 * bug in the statement, never a user error.
 */
export function assertInlineTransfers(sourceRows: number, debits: number, transfers: number): void {
  if (debits !== sourceRows || transfers !== sourceRows) {
    throw new LedgerInvariantError(
      `inline transfers: ${sourceRows} movements wrote ${debits} debits and ${transfers} transfers`,
    );
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
