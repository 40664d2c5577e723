import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { pgNumber, rowsOf } from "../../db/sql.ts";
import type { TransferCode } from "./accounts.ts";

/**
 * Reads of the points moved between two users' points wallets (loads and withdrawals), for the cash desk and its
 * receipts. Both sides of such a transfer are user wallets, so the other side's owner is always known.
 */

export type MovesRange = { fromAt: Date; beforeAt: Date; codes: readonly TransferCode[] };

/** "out": the user's points were the debit side (they paid); "in": the credit side (they received). */
export type MoveDirection = "in" | "out";

export type PointsMoveSum = {
  code: string;
  direction: MoveDirection;
  /** The other side's owner type (admin, player, staff2, user, …). */
  counterpartyType: string;
  centavos: number;
  count: number;
};

export type PointsMoveLeg = {
  transferId: number;
  at: string;
  code: string;
  direction: MoveDirection;
  amountCentavos: number;
  counterparty: { userId: number; username: string; type: string };
};

/**
 * The user's points-to-points legs in the range: one join per side on the account indexes (debit, credit), both
 * sides points wallets of users.
 */
function legs(userId: number, range: MovesRange, counterpartyType?: string): SQL {
  const codes = sql.join(
    range.codes.map((code) => sql`${code}`),
    sql`, `,
  );
  const where = sql`t.created_at >= ${range.fromAt.toISOString()} and t.created_at < ${range.beforeAt.toISOString()}
    and t.code in (${codes})`;
  const other = counterpartyType ? sql` where ou.type = ${counterpartyType}` : sql``;
  return sql`
    with mine as (select id from ledger_accounts where owner_user_id = ${userId} and purpose = 'points'),
    legs as (
      select t.id, t.created_at, t.code, 'out' as direction, t.amount_centavos as amount, t.credit_account_id as other_id
      from ledger_transfers t join mine m on t.debit_account_id = m.id where ${where}
      union all
      select t.id, t.created_at, t.code, 'in' as direction, t.amount_centavos as amount, t.debit_account_id as other_id
      from ledger_transfers t join mine m on t.credit_account_id = m.id where ${where}
    ),
    rows as (
      select l.*, ou.id as other_user_id, ou.username as other_username, ou.type as other_type
      from legs l join ledger_accounts oa on oa.id = l.other_id and oa.purpose = 'points'
      join users_view ou on ou.id = oa.owner_user_id${other}
    )`;
}

const direction = z.enum(["in", "out"]);
const sumRow = z.object({ code: z.string(), direction, other_type: z.string(), centavos: pgNumber, n: pgNumber });
const legRow = z.object({
  id: pgNumber,
  created_at: z.union([z.string(), z.date()]),
  code: z.string(),
  direction,
  amount: pgNumber,
  other_user_id: pgNumber,
  other_username: z.string(),
  other_type: z.string(),
});

/** Sums of the user's points moves in the range, by code, direction and the other side's owner type. */
export async function pointsMoveSums(db: DbOrTx, userId: number, range: MovesRange): Promise<PointsMoveSum[]> {
  if (range.codes.length === 0) return [];
  const result = await db.execute(sql`${legs(userId, range)}
    select code, direction, other_type, sum(amount) as centavos, count(*) as n
    from rows group by code, direction, other_type`);
  return rowsOf(sumRow, result).map((r) => ({
    code: r.code,
    direction: r.direction,
    counterpartyType: r.other_type,
    centavos: r.centavos,
    count: r.n,
  }));
}

export type MonthlyMoveSum = { month: string; code: string; direction: MoveDirection; centavos: number };

const monthRow = z.object({ month: z.string(), code: z.string(), direction, centavos: pgNumber });

/**
 * Sums of the user's points moves of these codes per Manila calendar month ("2026-11"), over all time. Manila keeps
 * +08:00 all year, so the month is the UTC instant moved by eight hours.
 */
export async function pointsMovesByMonth(
  db: DbOrTx,
  userId: number,
  codes: readonly TransferCode[],
): Promise<MonthlyMoveSum[]> {
  if (codes.length === 0) return [];
  const range = { fromAt: new Date(0), beforeAt: new Date("9999-12-31T00:00:00Z"), codes };
  const result = await db.execute(sql`${legs(userId, range)}
    select to_char((created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM') as month, code, direction,
           sum(amount) as centavos
    from rows group by 1, 2, 3 order by 1`);
  return rowsOf(monthRow, result);
}

/** The user's latest points moves in the range with users of one type, newest first. */
export async function pointsMoveLegs(
  db: DbOrTx,
  userId: number,
  range: MovesRange & { counterpartyType: string; limit: number },
): Promise<PointsMoveLeg[]> {
  if (range.codes.length === 0) return [];
  const result = await db.execute(sql`${legs(userId, range, range.counterpartyType)}
    select * from rows order by id desc limit ${range.limit}`);
  return rowsOf(legRow, result).map((r) => ({
    transferId: r.id,
    at: new Date(r.created_at).toISOString(),
    code: r.code,
    direction: r.direction,
    amountCentavos: r.amount,
    counterparty: { userId: r.other_user_id, username: r.other_username, type: r.other_type },
  }));
}

export type TransferSide = {
  accountPurpose: string;
  /** Null on system accounts. */
  user: { userId: number; username: string; type: string } | null;
  balanceAfterCentavos: number | null;
};

export type TransferWithSides = {
  transferId: number;
  at: string;
  code: string;
  amountCentavos: number;
  debit: TransferSide;
  credit: TransferSide;
};

const sidesRow = z.object({
  id: pgNumber,
  created_at: z.union([z.string(), z.date()]),
  code: z.string(),
  amount_centavos: pgNumber,
  d_purpose: z.string(),
  d_user_id: z.number().nullable(),
  d_username: z.string().nullable(),
  d_type: z.string().nullable(),
  d_after: pgNumber.nullable(),
  c_purpose: z.string(),
  c_user_id: z.number().nullable(),
  c_username: z.string().nullable(),
  c_type: z.string().nullable(),
  c_after: pgNumber.nullable(),
});

function sideOf(
  purpose: string,
  userId: number | null,
  username: string | null,
  type: string | null,
  afterCentavos: number | null,
): TransferSide {
  return {
    accountPurpose: purpose,
    user: userId === null ? null : { userId, username: String(username), type: String(type) },
    balanceAfterCentavos: afterCentavos,
  };
}

/** One transfer with both sides' owners (names from the users module's `users_view`), or undefined. */
export async function transferWithSides(db: DbOrTx, transferId: number): Promise<TransferWithSides | undefined> {
  const result = await db.execute(sql`
    select t.id, t.created_at, t.code, t.amount_centavos,
           da.purpose as d_purpose, du.id as d_user_id, du.username as d_username, du.type as d_type,
           t.debit_balance_after_centavos as d_after,
           ca.purpose as c_purpose, cu.id as c_user_id, cu.username as c_username, cu.type as c_type,
           t.credit_balance_after_centavos as c_after
    from ledger_transfers t
    join ledger_accounts da on da.id = t.debit_account_id left join users_view du on du.id = da.owner_user_id
    join ledger_accounts ca on ca.id = t.credit_account_id left join users_view cu on cu.id = ca.owner_user_id
    where t.id = ${transferId}`);
  const [row] = rowsOf(sidesRow, result);
  if (!row) return undefined;
  return {
    transferId: row.id,
    at: new Date(row.created_at).toISOString(),
    code: row.code,
    amountCentavos: row.amount_centavos,
    debit: sideOf(row.d_purpose, row.d_user_id, row.d_username, row.d_type, row.d_after),
    credit: sideOf(row.c_purpose, row.c_user_id, row.c_username, row.c_type, row.c_after),
  };
}
