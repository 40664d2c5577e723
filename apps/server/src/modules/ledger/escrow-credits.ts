import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import {
  type ComposedStatement,
  type Cte,
  type CteWith,
  composeStatement,
  cte,
  type Fragment,
  type Placeholders,
  placeholders,
  runComposed,
} from "../../db/cte.ts";
import { toPgArray } from "../../db/sql.ts";
import type { TransferCode } from "./accounts.ts";
import { isNotableCode, MAX_TRANSFER_CENTAVOS, recordBalanceChanged, recordNotable } from "./core.ts";
import { LedgerInvariantError } from "./errors.ts";

/** The credits the caller's statement names: one row per credit, ref_id a bigint. */
export type CreditMovementColumn = "ref_id" | "user_id" | "amount" | "code";

/** The caller's part of an escrow credit statement: SQL over its own tables. */
export type EscrowCreditParts<C extends string> = {
  /** Its CTEs in order, `movement` among them. */
  ctes: readonly Cte<string>[];
  movement: CteWith<CreditMovementColumn>;
  /** Its answer (any columns), selected beside the ledger's figures. */
  rows: Fragment<C>;
};

export type EscrowCreditStatement<C extends string, V extends string> = ComposedStatement & {
  answer: Fragment<C | "ledger">;
  /** The codes a movement may carry; any other aborts the statement. */
  codes: readonly TransferCode[];
  values: Placeholders<V>;
};

export type EscrowCreditRun<V extends string> = {
  escrowAccountId: number;
  /**
   * The account credited for each user (userId → accountId) and its balance (accountId → centavos), locked by the
   * caller in id order (`lockUserAccounts`) before the statement; a movement to a user not here aborts it.
   */
  accounts: { accountIds: ReadonlyMap<number, number>; balances: ReadonlyMap<number, number> };
  actorId: number | null;
  values: Record<V, unknown>;
};

export type EscrowCreditResult<C extends string> = {
  rows: Record<C, unknown>[];
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

const LEDGER = placeholders(
  "ledger_user_ids",
  "ledger_account_ids",
  "ledger_balances",
  "ledger_codes",
  "ledger_escrow",
  "ledger_actor",
);

/**
 * The ledger's part. Each movement's balance after is the locked balance plus the running sum of its account's
 * credits in ref order (the order the transfers are written in); each account is updated once by its sum and must
 * land on the last of those. A movement to an unlisted user, of another code, or from anything but a system
 * account writes NULL into a NOT NULL column and aborts the statement; the amount CHECK refuses zero.
 */
function ledgerCtes(refType: string, movement: CteWith<CreditMovementColumn>) {
  if (!/^[A-Za-z_]+$/.test(refType)) throw new LedgerInvariantError(`not a plain identifier: ${refType}`);
  const m = movement.c;
  const account = cte(
    "ledger_account",
    ["user_id", "account_id", "before"],
    sql`select * from unnest(${LEDGER.ledger_user_ids}::int[], ${LEDGER.ledger_account_ids}::int[],
    ${LEDGER.ledger_balances}::bigint[]) as a(user_id, account_id, before)`,
  );
  const a = account.c;
  const move = cte(
    "ledger_move",
    ["ref_id", "amount", "account_id", "user_id", "code", "after"],
    sql`select ${m.ref_id}, ${m.amount}, ${a.account_id}, ${a.user_id},
    case when ${m.code} = any(${LEDGER.ledger_codes}::text[]) then ${m.code} end as code,
    ${a.before} + sum(${m.amount}) over (partition by ${a.account_id} order by ${m.ref_id}) as after
  from ${movement} left join ${account} on ${a.user_id} = ${m.user_id}`,
  );
  const credit = cte(
    "ledger_credit",
    ["id", "owner_user_id", "purpose", "balance_centavos", "total", "after"],
    sql`update ledger_accounts l set balance_centavos = l.balance_centavos + s.total
  from (select account_id, sum(amount) as total, max(after) as after from ${move} group by account_id) s
  where l.id = s.account_id and l.kind = 'user'
  returning l.id, l.owner_user_id, l.purpose, l.balance_centavos, s.total, s.after`,
  );
  const transfer = cte(
    "ledger_transfer",
    ["id", "amount_centavos"],
    sql`insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id,
    credit_balance_after_centavos, actor_id)
  select (select id from ledger_accounts where id = ${LEDGER.ledger_escrow}::int and kind = 'system'),
    ${move.c.account_id}, ${move.c.amount}, ${move.c.code}, ${sql.raw(`'${refType}'`)}, ${move.c.ref_id}::text,
    ${move.c.after}, ${LEDGER.ledger_actor}::int
  from ${move}
  order by ${move.c.ref_id}
  returning id, amount_centavos`,
  );
  return { ctes: [account, move, credit, transfer], move, credit, transfer };
}

/**
 * One statement that settles the caller's rows and pays what they say out of an escrow into the players' wallets (a
 * fight's payouts and refunds): the caller's part is SQL over its own tables, handed in as typed fragments; the
 * ledger's part is its own. The counterpart of `escrowDebitStatement` for a settlement, where the credits are many
 * (100,000 bets) and computed by the caller's SQL from its rows, so no row travels to the server and back. Composed
 * once, when the caller's module loads.
 */
export function escrowCreditStatement<C extends string, V extends string>(
  spec: { name: string; codes: readonly TransferCode[]; refType: string; values: Placeholders<V> },
  caller: EscrowCreditParts<C>,
): EscrowCreditStatement<C, V> {
  for (const code of spec.codes) {
    if (!/^[A-Za-z_]+$/.test(code)) throw new LedgerInvariantError(`not a plain identifier: ${code}`);
  }
  if (!caller.ctes.includes(caller.movement)) throw new LedgerInvariantError(`${spec.name}: movement not placed`);
  const ledger = ledgerCtes(spec.refType, caller.movement);
  const rows = cte("caller_row", caller.rows.columns, caller.rows.sql);
  const answer = sql`select ${rows}.*, null::jsonb as ledger from ${rows}
union all
select ${rows}.*, (select jsonb_build_object('transfers', count(*), 'total', coalesce(sum(amount_centavos), 0),
    'largest', max(amount_centavos), 'first', min(id), 'last', max(id)) from ${ledger.transfer})
  || (select jsonb_build_object('credits', count(*), 'mismatches', count(*) filter (where balance_centavos <> after),
    'owners', coalesce(jsonb_agg(owner_user_id order by owner_user_id), '[]'),
    'amounts', coalesce(jsonb_agg(total order by owner_user_id), '[]'),
    'noticed', coalesce(jsonb_agg(owner_user_id order by owner_user_id) filter (where purpose = 'points'), '[]'))
    from ${ledger.credit})
  || jsonb_build_object('movements', (select count(*) from ${caller.movement}),
    'accounts', (select count(distinct account_id) from ${ledger.move}))
from (select 1) one left join ${rows} on false`;
  const composed = composeStatement(
    spec.name,
    [...caller.ctes, ...ledger.ctes, rows],
    { columns: [...caller.rows.columns, "ledger"], sql: answer },
    [...Object.keys(spec.values), ...Object.keys(LEDGER)],
  );
  return { ...composed, answer: composed.answer as Fragment<C | "ledger">, codes: spec.codes, values: spec.values };
}

function assertAccounts(escrowAccountId: number, accounts: EscrowCreditRun<string>["accounts"]): void {
  for (const accountId of accounts.accountIds.values()) {
    if (accountId === escrowAccountId) throw new LedgerInvariantError("a transfer needs two different accounts");
    if (!accounts.balances.has(accountId)) throw new LedgerInvariantError(`account ${accountId} is not locked`);
  }
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
export async function postEscrowCredits<C extends string, V extends string>(
  tx: Tx,
  statement: EscrowCreditStatement<C, V>,
  input: EscrowCreditRun<V>,
): Promise<EscrowCreditResult<C>> {
  const { accountIds, balances } = input.accounts;
  assertAccounts(input.escrowAccountId, input.accounts);
  const users = [...accountIds.keys()];
  const values = {
    ...input.values,
    ledger_user_ids: toPgArray(users),
    ledger_account_ids: toPgArray(users.map((u) => accountIds.get(u) as number)),
    ledger_balances: toPgArray(users.map((u) => balances.get(accountIds.get(u) as number) ?? 0)),
    ledger_codes: `{${statement.codes.join(",")}}`,
    ledger_escrow: input.escrowAccountId,
    ledger_actor: input.actorId,
  };
  let all: (Record<C, unknown> & { ledger: LedgerFigures | null })[];
  try {
    all = await runComposed<Record<C, unknown> & { ledger: LedgerFigures | null }>(tx, statement, values);
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
  if (firstTransferId !== null && figures.last !== null && statement.codes.some(isNotableCode)) {
    // A credit into a points wallet is a notice for its player unless the player moved it.
    recordNotable(
      tx,
      figures.noticed.filter((userId) => userId !== input.actorId),
      firstTransferId,
      figures.last,
    );
  }
  return {
    rows: all.filter((r) => r.ledger === null).map(({ ledger: _figures, ...row }) => row as Record<C, unknown>),
    transfers,
    creditedCentavos: figures.total,
    firstTransferId,
    credits: figures.owners.map((userId, i) => ({ userId, amountCentavos: Number(figures.amounts[i]) })),
  };
}
