import { PgTransaction } from "drizzle-orm/pg-core";
import { type Db, type DbOrTx, rawQuery } from "../../db/client.ts";
import { positionalSql, resultRows } from "../../db/sql.ts";
import { publishCommitted } from "../../events/transact.ts";
import type { TransferCode } from "./accounts.ts";
import { assertTransfer, recordBalanceChanged } from "./core.ts";
import { InsufficientFundsError, LedgerInvariantError } from "./errors.ts";

/** A debit the statement may post: this user account pays this amount into the escrow. */
export type EscrowDebit = { accountId: number; amountCentavos: number };

/** Most debits one statement may post (the lanes send at most 200). */
export const MAX_ESCROW_DEBITS = 1_000;

/**
 * One statement that writes the caller's rows and moves their stakes from the players' wallets into an escrow (a bet
 * batch, a ticket batch): the caller's part is SQL over its own tables, the ledger's part is its own.
 * - `ctes` (after `with`) must define `movement (ref_id, account_id, amount, actor_id)`: one row per stake to move,
 *   each account at most once (the caller locks the accounts in id order before and sizes each stake on the locked
 *   balance);
 * - `rows` is the caller's answer, one row per request with `debit_account_id` and its order `row_no`;
 * - `values` are the caller's `$n` parameters; the ledger's come after them.
 */
export type EscrowDebitBatch = {
  /** Names the prepared statement when it runs on its own (a Db: one parse per connection). */
  name: string;
  escrowAccountId: number;
  code: TransferCode;
  refType: string;
  /** Every debit the statement may post, checked before it runs; a movement that is not one of them aborts it. */
  debits: readonly EscrowDebit[];
  ctes: string;
  rows: string;
  values: readonly unknown[];
};

export type EscrowDebitResult<Row> = {
  /** The caller's rows in order, each with its account's balance after the debit (null: nothing moved). */
  rows: { row: Row; balanceAfterCentavos: number | null }[];
  movements: number;
};

type LedgerColumns = {
  row_no: number | string | null;
  ledger_balance_after: string | number | null;
  ledger_owner: number | null;
  ledger_movements: string | number;
  ledger_debits: string | number;
  ledger_transfers: string | number;
};

/** Each debit is a transfer like any other: the same invariants as `postTransfers`, and one per account. */
function assertDebits(batch: EscrowDebitBatch): void {
  if (batch.debits.length > MAX_ESCROW_DEBITS) {
    throw new LedgerInvariantError(`${batch.debits.length} debits in one statement (at most ${MAX_ESCROW_DEBITS})`);
  }
  const accounts = new Set<number>();
  for (const d of batch.debits) {
    const { accountId, amountCentavos } = d;
    assertTransfer({
      debitAccountId: accountId,
      creditAccountId: batch.escrowAccountId,
      amountCentavos,
      code: batch.code,
    });
    if (accounts.has(accountId)) throw new LedgerInvariantError(`account ${accountId} debited twice in one statement`);
    accounts.add(accountId);
  }
  for (const name of [batch.code, batch.refType]) {
    if (!/^[A-Za-z_]+$/.test(name)) throw new LedgerInvariantError(`not a plain identifier: ${name}`);
  }
}

/**
 * The ledger's part. A movement is debited only when it is one of the checked debits (same account, same amount) of
 * a user account; its transfer takes the debited row and the credit only if it is a system account, so anything else
 * writes NULL into a NOT NULL column and aborts the whole statement. The balance CHECK refuses an overdraft.
 */
function statementText(batch: EscrowDebitBatch): string {
  const n = batch.values.length;
  return `with ${batch.ctes},
ledger_candidate as (
  select * from unnest($${n + 1}::int[], $${n + 2}::bigint[]) as c(account_id, amount)
), ledger_debit as (
  update ledger_accounts a set balance_centavos = a.balance_centavos - c.amount
  from movement m join ledger_candidate c on c.account_id = m.account_id and c.amount = m.amount
  where a.id = m.account_id and a.kind = 'user'
  returning a.id, a.balance_centavos, a.owner_user_id
), ledger_transfer as (
  insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id,
    debit_balance_after_centavos, actor_id)
  select d.id, (select id from ledger_accounts where id = $${n + 3}::int and kind = 'system'), c.amount,
    '${batch.code}', '${batch.refType}', m.ref_id::text, d.balance_centavos, m.actor_id
  from movement m
  left join ledger_candidate c on c.account_id = m.account_id and c.amount = m.amount
  left join ledger_debit d on d.id = m.account_id
  order by m.account_id
  returning id
), caller_row as (${batch.rows})
select r.*, d.balance_centavos as ledger_balance_after, d.owner_user_id as ledger_owner, s.*
from (select (select count(*) from movement) as ledger_movements, (select count(*) from ledger_debit) as ledger_debits,
             (select count(*) from ledger_transfer) as ledger_transfers) s
left join (caller_row r left join ledger_debit d on d.id = r.debit_account_id) on true
order by r.row_no`;
}

/** The database's refusal as the ledger's error: an overdraft is the player's, anything else a bug. */
function failureOf(error: unknown, batch: EscrowDebitBatch): unknown {
  // Drizzle wraps the driver's error (a statement run in a transaction); the driver's own carries the code.
  const wrapped = error as { cause?: unknown } | null;
  const e = (wrapped?.cause ?? error) as { code?: unknown; constraint?: unknown } | null;
  if (e?.code === "23514" && e.constraint === "ledger_accounts_balance_chk") {
    return new InsufficientFundsError(batch.debits[0]?.accountId ?? 0);
  }
  if (e?.code === "23502" || (e?.code === "23514" && String(e.constraint).startsWith("ledger_transfers_"))) {
    return new LedgerInvariantError("a movement is not a checked debit of a user account into a system account");
  }
  return error;
}

async function run<Row>(db: DbOrTx, batch: EscrowDebitBatch): Promise<(Row & LedgerColumns)[]> {
  const text = statementText(batch);
  const values = [
    ...batch.values,
    batch.debits.map((d) => d.accountId),
    batch.debits.map((d) => d.amountCentavos),
    batch.escrowAccountId,
  ];
  try {
    if (db instanceof PgTransaction) return resultRows(await db.execute(positionalSql(text, values)));
    return await rawQuery(db as Db)<Row & LedgerColumns>({ name: batch.name, text, values });
  } catch (error) {
    throw failureOf(error, batch);
  }
}

/**
 * Runs the caller's statement with the ledger's debits in it (one round trip, docs/performance.md) and records
 * `balance.changed` for the wallets it debited: in the transaction when given one (it must come from `transact()`),
 * published at once when the statement committed on its own.
 */
export async function postEscrowDebits<Row>(db: DbOrTx, batch: EscrowDebitBatch): Promise<EscrowDebitResult<Row>> {
  assertDebits(batch);
  const all = await run<Row>(db, batch);
  const summary = all[0];
  if (!summary) throw new LedgerInvariantError("the escrow statement answered nothing");
  const movements = Number(summary.ledger_movements);
  const debits = Number(summary.ledger_debits);
  if (debits !== movements || Number(summary.ledger_transfers) !== movements) {
    throw new LedgerInvariantError(
      `${movements} movements wrote ${debits} debits and ${summary.ledger_transfers} transfers`,
    );
  }
  const rows = all.filter((r) => r.row_no !== null);
  const owners = rows.flatMap((r) => (r.ledger_owner === null ? [] : [Number(r.ledger_owner)]));
  if (owners.length !== debits) throw new LedgerInvariantError("a debited account is in none of the statement's rows");
  if (db instanceof PgTransaction) recordBalanceChanged(db, owners);
  else publishCommitted(db as Db, owners.length > 0 ? [{ type: "balance.changed", userIds: owners }] : []);
  return {
    movements,
    rows: rows.map((row) => ({
      row,
      balanceAfterCentavos: row.ledger_balance_after === null ? null : Number(row.ledger_balance_after),
    })),
  };
}
