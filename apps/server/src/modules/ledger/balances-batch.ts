import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { resultRows, toPgArray } from "../../db/sql.ts";
import { COMMISSION_GAMES, type CommissionGame } from "./accounts.ts";

/** Every wallet of a user and what they still owe, in centavos: what the `balance` push carries. */
export type WalletBalances = {
  pointsCentavos: number;
  commissionCentavos: number;
  commissionByGameCentavos: Record<CommissionGame, number>;
  debtCentavos: number;
};

function zeroBalances(): WalletBalances {
  return {
    pointsCentavos: 0,
    commissionCentavos: 0,
    commissionByGameCentavos: Object.fromEntries(COMMISSION_GAMES.map((game) => [game, 0])) as Record<
      CommissionGame,
      number
    >,
    debtCentavos: 0,
  };
}

const COMMISSION_PREFIX = "commission:";

/**
 * The wallets and open debt of many users in ONE query (ids travel as one array parameter). Every id asked for is in
 * the answer, with zeros for a user without wallets.
 */
export async function balancesOf(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, WalletBalances>> {
  const ids = [...new Set(userIds)];
  const out = new Map(ids.map((id) => [id, zeroBalances()]));
  if (ids.length === 0) return out;
  const array = toPgArray(ids);
  const result = await db.execute(sql`
    select owner_user_id as user_id, purpose, balance_centavos as amount
      from ledger_accounts where owner_user_id = any(${array}::int[])
    union all
    select user_id, 'debt', sum(outstanding_centavos)
      from ledger_debts where user_id = any(${array}::int[]) and outstanding_centavos > 0 group by user_id`);
  for (const row of resultRows<{ user_id: number; purpose: string; amount: string | number | null }>(result)) {
    const balances = out.get(Number(row.user_id));
    if (!balances) continue;
    const amount = Number(row.amount ?? 0);
    if (row.purpose === "points") balances.pointsCentavos = amount;
    else if (row.purpose === "debt") balances.debtCentavos = amount;
    else if (row.purpose.startsWith(COMMISSION_PREFIX)) {
      const game = row.purpose.slice(COMMISSION_PREFIX.length) as CommissionGame;
      if (game in balances.commissionByGameCentavos) {
        balances.commissionByGameCentavos[game] = amount;
        balances.commissionCentavos += amount;
      }
    }
  }
  return out;
}
