import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { resultRows } from "../../db/sql.ts";
import { transact } from "../../events/transact.ts";

export type LedgerCheckReport = {
  ok: boolean;
  violations: string[];
  transfers: number;
  accounts: number;
  userTotalCentavos: number;
  systemTotalCentavos: number;
  bankCentavos: number;
  openDebtCentavos: number;
};

/** How many offending rows each check names; the count says how many there are in all. */
const SAMPLE = 20;

const num = (v: unknown) => Number(v ?? 0);

/**
 * Verifies the ledger on a live database, read-only and in one snapshot:
 * - every transfer is positive and between two distinct accounts;
 * - every user account's stored balance equals the sum of its transfers, and each transfer's stored balance-after
 *   equals the running sum;
 * - no user balance is negative, and no system account but the bank is below zero;
 * - stored user balances plus derived system balances add up to zero;
 * - every debt's advance equals its original amount and its outstanding amount equals original − collections.
 */
export function checkLedger(db: DbOrTx): Promise<LedgerCheckReport> {
  // One snapshot: a check racing live traffic must not see half of a transaction.
  return transact(db, runChecks, { isolationLevel: "repeatable read", accessMode: "read only" });
}

type Query = <T>(query: SQL) => Promise<T[]>;

/** The balance of every account, stored and derived from its transfers (a CTE the account checks share). */
function balancesCte(): SQL {
  return sql`
    with flows as (
      select debit_account_id as id, -amount_centavos as d from ledger_transfers
      union all
      select credit_account_id, amount_centavos from ledger_transfers
    ),
    sums as (select id, sum(d) as derived from flows group by id),
    balances as (
      select a.id, a.kind, a.purpose, a.owner_user_id, a.balance_centavos as stored, coalesce(s.derived, 0) as derived
      from ledger_accounts a left join sums s on s.id = a.id
    )`;
}

/** Every transfer positive and between two distinct accounts; answers how many transfers there are. */
async function checkTransfers(q: Query, violations: string[]): Promise<number> {
  const [transfers] = await q<{ total: string; bad_amount: string; same_account: string }>(sql`
    select count(*) as total,
      count(*) filter (where amount_centavos <= 0) as bad_amount,
      count(*) filter (where debit_account_id = credit_account_id) as same_account
    from ledger_transfers`);
  if (num(transfers?.bad_amount) > 0) violations.push(`${transfers?.bad_amount} transfer(s) with an amount ≤ 0`);
  if (num(transfers?.same_account) > 0) {
    violations.push(`${transfers?.same_account} transfer(s) from an account to itself`);
  }
  return num(transfers?.total);
}

type Totals = Pick<LedgerCheckReport, "accounts" | "userTotalCentavos" | "systemTotalCentavos" | "bankCentavos">;

/** Stored user balances plus derived system balances add up to zero. */
async function checkTotals(q: Query, violations: string[]): Promise<Totals> {
  const [totals] = await q<{ accounts: string; user_total: string; system_total: string; bank: string }>(sql`
    ${balancesCte()}
    select count(*) as accounts,
      coalesce(sum(stored) filter (where kind = 'user'), 0) as user_total,
      coalesce(sum(derived) filter (where kind = 'system'), 0) as system_total,
      coalesce(sum(derived) filter (where kind = 'system' and purpose = 'bank'), 0) as bank
    from balances`);
  const userTotal = num(totals?.user_total);
  const systemTotal = num(totals?.system_total);
  if (userTotal + systemTotal !== 0) {
    violations.push(
      `balances do not add up to zero: users ${userTotal} + system ${systemTotal} = ${userTotal + systemTotal}`,
    );
  }
  return {
    accounts: num(totals?.accounts),
    userTotalCentavos: userTotal,
    systemTotalCentavos: systemTotal,
    bankCentavos: num(totals?.bank),
  };
}

/** Each user balance equals its transfers and is not negative; no system account but the bank is below zero. */
async function checkAccounts(q: Query, violations: string[]): Promise<void> {
  const bad = await q<{
    id: number;
    purpose: string;
    owner_user_id: number | null;
    stored: string;
    derived: string;
    reason: string;
  }>(sql`
    ${balancesCte()},
    bad as (
      select *, 'stored balance differs from its transfers' as reason from balances
        where kind = 'user' and stored is distinct from derived
      union all
      select *, 'user balance below zero' from balances where kind = 'user' and (stored < 0 or derived < 0)
      union all
      select *, 'system account below zero' from balances where kind = 'system' and purpose <> 'bank' and derived < 0
    )
    select *, count(*) over () as n from bad order by id limit ${SAMPLE}`);
  const badCount = num((bad[0] as { n?: string } | undefined)?.n);
  if (badCount > bad.length) violations.push(`… and ${badCount - bad.length} more account violation(s)`);
  for (const row of bad) {
    const owner = row.owner_user_id == null ? "" : ` of user ${row.owner_user_id}`;
    violations.push(
      `account ${row.id} (${row.purpose}${owner}): ${row.reason} (stored ${row.stored ?? "-"}, transfers ${row.derived})`,
    );
  }
}

/** Each transfer's stored balance-after on a user account equals the running sum of that account's transfers. */
async function checkBalanceChain(q: Query, violations: string[]): Promise<void> {
  const chain = await q<{ account_id: number; id: string; after: string | null; expected: string }>(sql`
    with legs as (
      select id, debit_account_id as account_id, -amount_centavos as d, debit_balance_after_centavos as after
      from ledger_transfers
      union all
      select id, credit_account_id, amount_centavos, credit_balance_after_centavos from ledger_transfers
    ),
    running as (
      select l.account_id, l.id, l.after,
        sum(l.d) over (partition by l.account_id order by l.id rows unbounded preceding) as expected
      from legs l join ledger_accounts a on a.id = l.account_id and a.kind = 'user'
    )
    select * from running where after is distinct from expected order by id limit ${SAMPLE}`);
  for (const row of chain) {
    violations.push(
      `transfer ${row.id}: account ${row.account_id} balance-after ${row.after} but the running sum is ${row.expected}`,
    );
  }
}

/** Every debt's advance equals its original amount, and its outstanding amount original − collections. */
async function checkDebts(q: Query, violations: string[]): Promise<void> {
  const debts = await q<{ id: string; original: string; outstanding: string; advanced: string; collected: string }>(sql`
    with moves as (
      select ref_id, coalesce(sum(amount_centavos) filter (where code = 'DEBT_ADVANCE'), 0) as advanced,
        coalesce(sum(amount_centavos) filter (where code = 'DEBT_COLLECTION'), 0) as collected
      from ledger_transfers where ref_type = 'debt' group by ref_id
    )
    select d.id, d.original_centavos as original, d.outstanding_centavos as outstanding,
      coalesce(m.advanced, 0) as advanced, coalesce(m.collected, 0) as collected
    from ledger_debts d left join moves m on m.ref_id = d.id::text
    where coalesce(m.advanced, 0) <> d.original_centavos
       or d.original_centavos - coalesce(m.collected, 0) <> d.outstanding_centavos
    order by d.id limit ${SAMPLE}`);
  for (const row of debts) {
    violations.push(
      `debt ${row.id}: original ${row.original}, advanced ${row.advanced}, collected ${row.collected}, outstanding ${row.outstanding}`,
    );
  }
}

async function runChecks(db: Tx): Promise<LedgerCheckReport> {
  const violations: string[] = [];
  const q: Query = async <T>(query: SQL) => resultRows<T>(await db.execute(query));
  const transfers = await checkTransfers(q, violations);
  const totals = await checkTotals(q, violations);
  await checkAccounts(q, violations);
  await checkBalanceChain(q, violations);
  await checkDebts(q, violations);
  const [open] = await q<{ open: string | null }>(sql`select sum(outstanding_centavos) as open from ledger_debts`);
  return {
    ok: violations.length === 0,
    violations,
    transfers,
    accounts: totals.accounts,
    userTotalCentavos: totals.userTotalCentavos,
    systemTotalCentavos: totals.systemTotalCentavos,
    bankCentavos: totals.bankCentavos,
    openDebtCentavos: num(open?.open),
  };
}
