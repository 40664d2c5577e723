import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { resultRows, toPgArray } from "../../db/sql.ts";
import type { TransferCode } from "./accounts.ts";
import { InsufficientFundsError } from "./errors.ts";

/**
 * A transfer as callers give it, as postTransfers (core.ts) stores it (each user side's balance after it, written by one
 * statement) and as it answers it.
 */
export type TransferInput = {
  debitAccountId: number;
  creditAccountId: number;
  amountCentavos: number;
  code: TransferCode;
  refType?: string | null;
  refId?: string | number | null;
  memo?: string | null;
  reversesTransferId?: number | null;
};

export type PostedTransfer = { id: number; debitAccountId: number; creditAccountId: number; amountCentavos: number };

/** A transfer as stored: the input with its ref normalised and each user side's balance after it. */
export type TransferRow = Omit<TransferInput, "refId"> & {
  refId: string | null;
  debitBalanceAfterCentavos: number | null;
  creditBalanceAfterCentavos: number | null;
};

/**
 * The rows to insert, each user side with its balance after it (in the transfers' order), and each locked account's
 * balance after them all; refuses a user balance that would fall below zero.
 */
export function transferRowsAfter(
  transfers: readonly TransferInput[],
  locked: readonly { id: number; balance: number | null }[],
  delta: ReadonlyMap<number, number>,
): { rowsToInsert: TransferRow[]; running: Map<number, number> } {
  const running = new Map<number, number>();
  for (const account of locked) {
    const balance = account.balance ?? 0;
    if (balance + (delta.get(account.id) ?? 0) < 0) throw new InsufficientFundsError(account.id);
    running.set(account.id, balance);
  }
  const afterOf = (accountId: number, change: number): number | null => {
    const before = running.get(accountId);
    if (before === undefined) return null;
    running.set(accountId, before + change);
    return before + change;
  };
  const rowsToInsert: TransferRow[] = transfers.map((t) => ({
    debitAccountId: t.debitAccountId,
    creditAccountId: t.creditAccountId,
    amountCentavos: t.amountCentavos,
    code: t.code,
    refType: t.refType ?? null,
    refId: t.refId == null ? null : String(t.refId),
    memo: t.memo ?? null,
    reversesTransferId: t.reversesTransferId ?? null,
    debitBalanceAfterCentavos: afterOf(t.debitAccountId, -t.amountCentavos),
    creditBalanceAfterCentavos: afterOf(t.creditAccountId, t.amountCentavos),
  }));
  return { rowsToInsert, running };
}

/**
 * One statement for any number of transfers: columns travel as arrays and `unnest` turns them into rows, so a
 * settlement of 100,000 bets is one round trip and never hits the 65,535 bind-parameter limit.
 */
export async function insertTransfers(
  tx: Tx,
  transfers: TransferRow[],
  actorId: number | null,
): Promise<PostedTransfer[]> {
  const column = <T>(pick: (t: TransferRow) => T) => transfers.map(pick);
  const text = (values: (string | null)[]) => JSON.stringify(values);
  const result = await tx.execute(sql`
    insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id, memo, reverses_transfer_id, debit_balance_after_centavos, credit_balance_after_centavos, actor_id)
    select d, c, a, code, rt, ri, m, rv, da, ca, ${actorId}::int
    from unnest(
      ${toPgArray(column((t) => t.debitAccountId))}::int[],
      ${toPgArray(column((t) => t.creditAccountId))}::int[],
      ${toPgArray(column((t) => t.amountCentavos))}::bigint[],
      array(select jsonb_array_elements_text(${text(column((t) => t.code))}::jsonb)),
      array(select value #>> '{}' from jsonb_array_elements(${text(column((t) => t.refType ?? null))}::jsonb)),
      array(select value #>> '{}' from jsonb_array_elements(${text(column((t) => t.refId))}::jsonb)),
      array(select value #>> '{}' from jsonb_array_elements(${text(column((t) => t.memo ?? null))}::jsonb)),
      ${toPgArray(column((t) => t.reversesTransferId ?? null))}::bigint[],
      ${toPgArray(column((t) => t.debitBalanceAfterCentavos))}::bigint[],
      ${toPgArray(column((t) => t.creditBalanceAfterCentavos))}::bigint[]
    ) as v(d, c, a, code, rt, ri, m, rv, da, ca)
    returning id, debit_account_id, credit_account_id, amount_centavos`);
  return resultRows<{
    id: string | number;
    debit_account_id: number;
    credit_account_id: number;
    amount_centavos: string | number;
  }>(result).map((r) => ({
    id: Number(r.id),
    debitAccountId: Number(r.debit_account_id),
    creditAccountId: Number(r.credit_account_id),
    amountCentavos: Number(r.amount_centavos),
  }));
}
