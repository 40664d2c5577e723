import type { Tx } from "../../db/client.ts";
import { positionalSql, resultRows, toPgArray } from "../../db/sql.ts";
import type { TransferCode } from "./accounts.ts";
import { isNotableCode, MAX_TRANSFER_CENTAVOS, recordBalanceChanged, recordNotable } from "./core.ts";
import { LedgerInvariantError } from "./errors.ts";

/**
 * One statement that settles the caller's rows and pays what they say out of an escrow into the players' wallets (a
 * fight's payouts and refunds): the caller's part is SQL over its own tables, the ledger's part is its own. The
 * counterpart of `postEscrowDebits` for a settlement, where the credits are many (100,000 bets) and computed by the
 * caller's SQL from its rows, so no row travels to the server and back.
 * - `ctes` (after `with`) must define `movement (ref_id, user_id, amount, code)`: one row per credit, ref_id a bigint;
 * - `rows` is the caller's answer (any columns), selected beside the ledger's figures;
 * - `values` are the caller's `$n` parameters; the ledger's come after them.
 */
export type EscrowCreditBatch = {
  escrowAccountId: number;
  /** The codes a movement may carry; any other aborts the statement. */
  codes: readonly TransferCode[];
  refType: string;
  /**
   * The account credited for each user (userId → accountId) and its balance (accountId → centavos), locked by the
   * caller in id order (`lockUserAccounts`) before the statement; a movement to a user not here aborts it.
   */
  accounts: { accountIds: ReadonlyMap<number, number>; balances: ReadonlyMap<number, number> };
  actorId: number | null;
  ctes: string;
  rows: string;
  values: readonly unknown[];
};

export type EscrowCreditResult<Row> = {
  rows: Row[];
  transfers: number;
  creditedCentavos: number;
  /** The first transfer's id (null: nothing moved); the transfers take ids in ref order. */
  firstTransferId: number | null;
  /** What each credited wallet's owner got, summed (a user's wallet is credited once per statement). */
  credits: { userId: number; amountCentavos: number }[];
};

/** The ledger's figures, answered once (a row of their own: a column on every caller row would repeat them). */
type LedgerFigures = {
  movements: number;
  transfers: number;
  total: number;
  largest: number | null;
  first: number | null;
  last: number | null;
  credits: number;
  accounts: number;
  mismatches: number;
  owners: number[];
  /** What each owner was credited, in the owners' order. */
  amounts: number[];
  noticed: number[];
};

function assertBatch(batch: EscrowCreditBatch): void {
  for (const name of [batch.refType, ...batch.codes]) {
    if (!/^[A-Za-z_]+$/.test(name)) throw new LedgerInvariantError(`not a plain identifier: ${name}`);
  }
  for (const accountId of batch.accounts.accountIds.values()) {
    if (accountId === batch.escrowAccountId) throw new LedgerInvariantError("a transfer needs two different accounts");
    if (!batch.accounts.balances.has(accountId)) throw new LedgerInvariantError(`account ${accountId} is not locked`);
  }
}

/**
 * The ledger's part. Each movement's balance after is the locked balance plus the running sum of its account's
 * credits in ref order (the order the transfers are written in); each account is updated once by its sum and must
 * land on the last of those. A movement to an unlisted user, of another code, or from anything but a system
 * account writes NULL into a NOT NULL column and aborts the statement; the amount CHECK refuses zero.
 */
function statementText(batch: EscrowCreditBatch): string {
  const n = batch.values.length;
  return `with ${batch.ctes},
ledger_account as (
  select * from unnest($${n + 1}::int[], $${n + 2}::int[], $${n + 3}::bigint[]) as a(user_id, account_id, before)
), ledger_move as (
  select m.ref_id, m.amount, a.account_id, a.user_id,
    case when m.code = any($${n + 4}::text[]) then m.code end as code,
    a.before + sum(m.amount) over (partition by a.account_id order by m.ref_id) as after
  from movement m left join ledger_account a on a.user_id = m.user_id
), ledger_credit as (
  update ledger_accounts l set balance_centavos = l.balance_centavos + s.total
  from (select account_id, sum(amount) as total, max(after) as after from ledger_move group by account_id) s
  where l.id = s.account_id and l.kind = 'user'
  returning l.id, l.owner_user_id, l.purpose, l.balance_centavos, s.total, s.after
), ledger_transfer as (
  insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id,
    credit_balance_after_centavos, actor_id)
  select (select id from ledger_accounts where id = $${n + 5}::int and kind = 'system'), m.account_id, m.amount,
    m.code, '${batch.refType}', m.ref_id::text, m.after, $${n + 6}::int
  from ledger_move m
  order by m.ref_id
  returning id, amount_centavos
), caller_row as (${batch.rows})
select r.*, null::jsonb as ledger from caller_row r
union all
select r.*, (select jsonb_build_object('transfers', count(*), 'total', coalesce(sum(amount_centavos), 0),
    'largest', max(amount_centavos), 'first', min(id), 'last', max(id)) from ledger_transfer)
  || (select jsonb_build_object('credits', count(*), 'mismatches', count(*) filter (where balance_centavos <> after),
    'owners', coalesce(jsonb_agg(owner_user_id order by owner_user_id), '[]'),
    'amounts', coalesce(jsonb_agg(total order by owner_user_id), '[]'),
    'noticed', coalesce(jsonb_agg(owner_user_id order by owner_user_id) filter (where purpose = 'points'), '[]'))
    from ledger_credit)
  || jsonb_build_object('movements', (select count(*) from movement),
    'accounts', (select count(distinct account_id) from ledger_move))
from (select 1) one left join caller_row r on false`;
}

function failureOf(error: unknown): unknown {
  const wrapped = error as { cause?: unknown } | null;
  const e = (wrapped?.cause ?? error) as { code?: unknown; constraint?: unknown } | null;
  if (e?.code === "23502" || (e?.code === "23514" && String(e.constraint).startsWith("ledger_transfers_"))) {
    return new LedgerInvariantError("a credit is not a checked movement from a system account into a locked wallet");
  }
  return error;
}

/**
 * Runs the caller's statement with the ledger's credits in it, checks every figure the ledger wrote (each movement
 * one transfer, each account one update landing on its running balance, no amount above the largest transfer) and
 * records `balance.changed` and the players' notices for the wallets it credited. In a `transact()` transaction.
 */
export async function postEscrowCredits<Row>(tx: Tx, batch: EscrowCreditBatch): Promise<EscrowCreditResult<Row>> {
  assertBatch(batch);
  const users = [...batch.accounts.accountIds.keys()];
  const values = [
    ...batch.values,
    toPgArray(users),
    toPgArray(users.map((u) => batch.accounts.accountIds.get(u) as number)),
    toPgArray(users.map((u) => batch.accounts.balances.get(batch.accounts.accountIds.get(u) as number) ?? 0)),
    `{${batch.codes.join(",")}}`,
    batch.escrowAccountId,
    batch.actorId,
  ];
  let all: (Row & { ledger: LedgerFigures | null })[];
  try {
    all = resultRows<Row & { ledger: LedgerFigures | null }>(
      await tx.execute(positionalSql(statementText(batch), values)),
    );
  } catch (error) {
    throw failureOf(error);
  }
  const figures = all.find((r) => r.ledger !== null)?.ledger;
  if (!figures) throw new LedgerInvariantError("the escrow statement answered no figures");
  const { movements, transfers, accounts } = figures;
  if (transfers !== movements || figures.credits !== accounts) {
    throw new LedgerInvariantError(
      `${movements} credits wrote ${transfers} transfers and ${figures.credits} of ${accounts} balances`,
    );
  }
  if (figures.mismatches !== 0) throw new LedgerInvariantError("a credited balance does not match its transfers");
  if ((figures.largest ?? 0) > MAX_TRANSFER_CENTAVOS) {
    throw new LedgerInvariantError(`a credit of ${figures.largest} centavos is out of range`);
  }
  const firstTransferId = figures.first;
  recordBalanceChanged(tx, figures.owners);
  if (firstTransferId !== null && figures.last !== null && batch.codes.some(isNotableCode)) {
    // A credit into a points wallet is a notice for its player unless the player moved it.
    recordNotable(
      tx,
      figures.noticed.filter((userId) => userId !== batch.actorId),
      firstTransferId,
      figures.last,
    );
  }
  return {
    rows: all.filter((r) => r.ledger === null).map(({ ledger: _figures, ...row }) => row as Row),
    transfers,
    creditedCentavos: figures.total,
    firstTransferId,
    credits: figures.owners.map((userId, i) => ({ userId, amountCentavos: Number(figures.amounts[i]) })),
  };
}
