import { COMMISSION_BALANCES, type CommissionGame, type CommissionLink } from "@sabong/shared/commission";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { resultRows, toPgArray } from "../../db/sql.ts";
import { MAX_TREE_DEPTH } from "../../db/tree.ts";
import { users } from "../users/table.ts";

/**
 * Every bettor's upline chain in ONE recursive query, direct upline first, each link with its rate for `game`'s
 * commission balance (sabong_bp for sabong and apple, pick3_bp for pick3, …). Agents (`user`) and referring players
 * carry a rate; loaders are flagged (they never earn); the admin at the top is not part of any chain. Betting and
 * the number games settle with this one function.
 */
export async function loadCommissionChains(
  db: DbOrTx,
  bettorIds: readonly number[],
  game: CommissionGame,
): Promise<Map<number, CommissionLink[]>> {
  const chains = new Map<number, CommissionLink[]>();
  if (bettorIds.length === 0) return chains;
  const rate = sql.identifier(users[COMMISSION_BALANCES[game].rateField].name);
  const result = await db.execute(sql`
    with recursive chain(bettor_id, user_id, depth) as (
      select b.id, b.upline_id, 1
      from users b
      where b.id = any(${toPgArray(bettorIds)}::int[]) and b.upline_id is not null
      union all
      select c.bettor_id, u.upline_id, c.depth + 1
      from chain c join users u on u.id = c.user_id
      where u.upline_id is not null and c.depth < ${MAX_TREE_DEPTH}
    )
    select c.bettor_id, c.user_id, u.agent_type, u.${rate} as rate_bp
    from chain c join users u on u.id = c.user_id
    where u.type in ('user', 'player')
    order by c.bettor_id, c.depth`);
  for (const row of resultRows<{ bettor_id: number; user_id: number; agent_type: string | null; rate_bp: number }>(
    result,
  )) {
    const bettor = Number(row.bettor_id);
    let chain = chains.get(bettor);
    if (!chain) {
      chain = [];
      chains.set(bettor, chain);
    }
    chain.push({ userId: Number(row.user_id), rateBp: Number(row.rate_bp), isLoader: row.agent_type === "loader" });
  }
  return chains;
}
