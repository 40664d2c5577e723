import { sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  type ComposedStatement,
  type Cte,
  type CteWith,
  composeStatement,
  cte,
  type Fragment,
  type Including,
  type Placeholders,
  placeholders,
  runComposed,
} from "../../db/cte.ts";
import { publishCommitted } from "../../events/transact.ts";
import type { TransferCode } from "./accounts.ts";
import { assertTransfer, recordBalanceChanged } from "./core.ts";
import { InsufficientFundsError, LedgerInvariantError } from "./errors.ts";

/** A debit the statement may post: this user account pays this amount into the escrow. */
export type EscrowDebit = { accountId: number; amountCentavos: number };

/** Most debits one statement may post (the lanes send at most 200). */
export const MAX_ESCROW_DEBITS = 1_000;

/** The stakes the caller's statement moves: one row per stake, each account at most once. */
export type MovementColumn = "ref_id" | "account_id" | "amount" | "actor_id";
/** The wallets the ledger locks in the caller's statement: ids and the balances as locked. */
export type WalletColumn = "id" | "balance_centavos";
/** What the ledger reads of the caller's answer: the account each row debits, and the rows' order. */
export type EscrowRowColumn = "debit_account_id" | "row_no";
/** The ledger's figures beside each of the caller's rows. */
export type LedgerColumn =
  | "ledger_balance_after"
  | "ledger_owner"
  | "ledger_movements"
  | "ledger_debits"
  | "ledger_transfers";

/** What the ledger hands the caller's fragments. */
export type EscrowDebitHandles = {
  /**
   * The run's `wallets` (user accounts) locked FOR NO KEY UPDATE in id order, joined with `after`: taken after its
   * locks, and not at all when it answers no row. The caller places it among its CTEs and sizes stakes on its balances.
   */
  lockWallets: (after: Cte<string>) => Cte<WalletColumn>;
};

/** The caller's part of an escrow debit statement: SQL over its own tables. */
export type EscrowDebitParts<C extends string> = {
  /** Its CTEs in order (their locks are taken in this order), `movement` and any wallet lock among them. */
  ctes: readonly Cte<string>[];
  movement: CteWith<MovementColumn>;
  /** Its answer: one row per request. */
  rows: Fragment<C> & Including<C, EscrowRowColumn>;
};

export type EscrowDebitStatement<C extends string, V extends string> = ComposedStatement & {
  answer: Fragment<C | LedgerColumn>;
  code: TransferCode;
  values: Placeholders<V>;
  locksWallets: boolean;
};

/** The caller's values by name, and the ledger's: the debits it checked, the escrow, the wallets to lock. */
export type EscrowDebitRun<V extends string> = {
  escrowAccountId: number;
  /** Every debit the statement may post, checked before it runs; a movement that is not one of them aborts it. */
  debits: readonly EscrowDebit[];
  /** The wallets the statement locks (`lockWallets`), when it locks them. */
  wallets?: readonly number[];
  values: Record<V, unknown>;
};

/** A row as the statement answers it: the caller's columns and the ledger's. */
type AnswerRow<C extends string> = Record<C | EscrowRowColumn | LedgerColumn, unknown>;

export type EscrowDebitResult<C extends string> = {
  /** The caller's rows in order, each with its account's balance after the debit (null: nothing moved). */
  rows: { row: Record<C, unknown>; balanceAfterCentavos: number | null }[];
  movements: number;
};

const LEDGER = placeholders("ledger_wallets", "ledger_debit_accounts", "ledger_debit_amounts", "ledger_escrow");
const LEDGER_COLUMNS: readonly LedgerColumn[] = [
  "ledger_balance_after",
  "ledger_owner",
  "ledger_movements",
  "ledger_debits",
  "ledger_transfers",
];

const plainWord = (word: string) => {
  if (!/^[A-Za-z_]+$/.test(word)) throw new LedgerInvariantError(`not a plain identifier: ${word}`);
  return sql.raw(`'${word}'`);
};

const walletLock = (after: Cte<string>) =>
  cte(
    "ledger_wallet",
    ["id", "balance_centavos"],
    sql`select a.id, a.balance_centavos from ledger_accounts a, ${after}
  where a.id = any(${LEDGER.ledger_wallets}::int[]) and a.kind = 'user'
  order by a.id
  for no key update of a`,
  );

/**
 * The ledger's part. A movement is debited only when it is one of the checked debits (same account, same amount) of
 * a user account; its transfer takes the debited row and the credit only if it is a system account, so anything else
 * writes NULL into a NOT NULL column and aborts the whole statement. The balance CHECK refuses an overdraft.
 */
function ledgerCtes(spec: { code: TransferCode; refType: string }, movement: CteWith<MovementColumn>) {
  const m = movement.c;
  const candidate = cte(
    "ledger_candidate",
    ["account_id", "amount"],
    sql`select * from unnest(${LEDGER.ledger_debit_accounts}::int[], ${LEDGER.ledger_debit_amounts}::bigint[])
    as c(account_id, amount)`,
  );
  const checked = sql`${candidate.c.account_id} = ${m.account_id} and ${candidate.c.amount} = ${m.amount}`;
  const debit = cte(
    "ledger_debit",
    ["id", "balance_centavos", "owner_user_id"],
    sql`update ledger_accounts a set balance_centavos = a.balance_centavos - ${candidate.c.amount}
  from ${movement} join ${candidate} on ${checked}
  where a.id = ${m.account_id} and a.kind = 'user'
  returning a.id, a.balance_centavos, a.owner_user_id`,
  );
  const transfer = cte(
    "ledger_transfer",
    ["id"],
    sql`insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id,
    debit_balance_after_centavos, actor_id)
  select ${debit.c.id}, (select id from ledger_accounts where id = ${LEDGER.ledger_escrow}::int and kind = 'system'),
    ${candidate.c.amount}, ${plainWord(spec.code)}, ${plainWord(spec.refType)}, ${m.ref_id}::text,
    ${debit.c.balance_centavos}, ${m.actor_id}
  from ${movement}
  left join ${candidate} on ${checked}
  left join ${debit} on ${debit.c.id} = ${m.account_id}
  order by ${m.account_id}
  returning id`,
  );
  return { candidate, debit, transfer };
}

/**
 * One statement that writes the caller's rows and moves their stakes from the players' wallets into an escrow (a bet
 * batch, a ticket batch): the caller's part is SQL over its own tables, handed in as typed fragments; the ledger's
 * part (the wallets' lock when asked, the debits, the transfers, the figures beside each row) is its own. Composed
 * once, when the caller's module loads; `name` names the prepared statement when it runs on its own.
 */
export function escrowDebitStatement<C extends string, V extends string>(
  spec: { name: string; code: TransferCode; refType: string; values: Placeholders<V> },
  parts: (ledger: EscrowDebitHandles) => EscrowDebitParts<C>,
): EscrowDebitStatement<C, V> {
  let lock: Cte<WalletColumn> | null = null;
  const caller = parts({
    lockWallets: (after) => {
      if (lock) throw new LedgerInvariantError(`${spec.name}: the wallets are locked once`);
      lock = walletLock(after);
      return lock;
    },
  });
  if (!caller.ctes.includes(caller.movement)) throw new LedgerInvariantError(`${spec.name}: movement not placed`);
  if (lock && !caller.ctes.includes(lock)) throw new LedgerInvariantError(`${spec.name}: wallet lock not placed`);
  const { candidate, debit, transfer } = ledgerCtes(spec, caller.movement);
  const rows = cte("caller_row", caller.rows.columns as readonly (C | EscrowRowColumn)[], caller.rows.sql);
  const answer = sql`select ${rows}.*, ${debit.c.balance_centavos} as ledger_balance_after,
    ${debit.c.owner_user_id} as ledger_owner, s.*
  from (select (select count(*) from ${caller.movement}) as ledger_movements,
    (select count(*) from ${debit}) as ledger_debits, (select count(*) from ${transfer}) as ledger_transfers) s
  left join (${rows} left join ${debit} on ${debit.c.id} = ${rows.c.debit_account_id}) on true
  order by ${rows.c.row_no}`;
  const composed = composeStatement(
    spec.name,
    [...caller.ctes, candidate, debit, transfer, rows],
    { columns: [...caller.rows.columns, ...LEDGER_COLUMNS], sql: answer },
    [...Object.keys(spec.values), ...Object.keys(LEDGER)],
  );
  const answerOf = composed.answer as Fragment<C | LedgerColumn>;
  return { ...composed, answer: answerOf, code: spec.code, values: spec.values, locksWallets: lock !== null };
}

/** Each debit is a transfer like any other: the same invariants as `postTransfers`, and one per account. */
function assertDebits(code: TransferCode, escrowAccountId: number, debits: readonly EscrowDebit[]): void {
  if (debits.length > MAX_ESCROW_DEBITS) {
    throw new LedgerInvariantError(`${debits.length} debits in one statement (at most ${MAX_ESCROW_DEBITS})`);
  }
  const accounts = new Set<number>();
  for (const { accountId, amountCentavos } of debits) {
    assertTransfer({ debitAccountId: accountId, creditAccountId: escrowAccountId, amountCentavos, code });
    if (accounts.has(accountId)) throw new LedgerInvariantError(`account ${accountId} debited twice in one statement`);
    accounts.add(accountId);
  }
}

/** The database's refusal as the ledger's error: an overdraft is the player's, anything else a bug. */
function failureOf(error: unknown, debits: readonly EscrowDebit[]): unknown {
  // Drizzle wraps the driver's error (a statement run in a transaction); the driver's own carries the code.
  const wrapped = error as { cause?: unknown } | null;
  const e = (wrapped?.cause ?? error) as { code?: unknown; constraint?: unknown } | null;
  if (e?.code === "23514" && e.constraint === "ledger_accounts_balance_chk") {
    return new InsufficientFundsError(debits[0]?.accountId ?? 0);
  }
  if (e?.code === "23502" || (e?.code === "23514" && String(e.constraint).startsWith("ledger_transfers_"))) {
    return new LedgerInvariantError("a movement is not a checked debit of a user account into a system account");
  }
  return error;
}

async function run<C extends string, V extends string>(
  db: DbOrTx,
  statement: EscrowDebitStatement<C, V>,
  input: EscrowDebitRun<V>,
): Promise<AnswerRow<C>[]> {
  if (statement.locksWallets && !input.wallets) throw new LedgerInvariantError(`${statement.name}: no wallets to lock`);
  const values = {
    ...input.values,
    ledger_wallets: input.wallets ?? [],
    ledger_debit_accounts: input.debits.map((d) => d.accountId),
    ledger_debit_amounts: input.debits.map((d) => d.amountCentavos),
    ledger_escrow: input.escrowAccountId,
  };
  try {
    return await runComposed<AnswerRow<C>>(db, statement, values);
  } catch (error) {
    throw failureOf(error, input.debits);
  }
}

/**
 * Runs the statement with the ledger's debits in it (one round trip, docs/performance.md) and records
 * `balance.changed` for the wallets it debited: in the transaction when given one (it must come from `transact()`),
 * published at once when the statement committed on its own.
 */
export async function postEscrowDebits<C extends string, V extends string>(
  db: DbOrTx,
  statement: EscrowDebitStatement<C, V>,
  input: EscrowDebitRun<V>,
): Promise<EscrowDebitResult<C>> {
  assertDebits(statement.code, input.escrowAccountId, input.debits);
  const all = await run(db, statement, input);
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
