/**
 * The tail of the benchmarks' bulk staking statements (bets, ticket lines): the caller's CTE `moves` (one row per
 * stake: `<idColumn>`, `account_id`, `amount`) is debited per points account, and each stake becomes one BET transfer
 * to the escrow (placeholder `$<escrowParam>`) with the running balance after it, as the API's path writes them.
 * (The caller's other data-modifying CTEs run to completion whether or not this tail reads them.)
 */
export function bulkBetTransfersSql(options: { idColumn: string; refType: string; escrowParam: number }): string {
  const { idColumn, refType, escrowParam } = options;
  return `sums as (select account_id, sum(amount)::bigint as total from moves group by account_id),
       debited as (
         update ledger_accounts a set balance_centavos = a.balance_centavos - s.total
         from sums s where a.id = s.account_id
         returning a.id, a.balance_centavos + s.total as before
       )
       insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id,
         debit_balance_after_centavos)
       select m.account_id, $${escrowParam}, m.amount, 'BET', '${refType}', m.${idColumn}::text,
         d.before - sum(m.amount) over (partition by m.account_id order by m.${idColumn})
       from moves m join debited d on d.id = m.account_id
       order by m.${idColumn}`;
}
