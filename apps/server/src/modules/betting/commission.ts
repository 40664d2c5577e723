import {
  type CommissionChain,
  type CommissionLink,
  type CommissionSplit,
  type SettledBet,
  splitCommissionForBets,
} from "@sabong/shared";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { resultRows, toPgArray } from "../../db/sql.ts";

/** A chain longer than this is a data error (a loop); the walk stops instead of running forever. */
const MAX_CHAIN_DEPTH = 64;

/**
 * Every bettor's upline chain in ONE recursive query, direct upline first. Agents (`user`) and referring players
 * carry their sabong rate; loaders are flagged (they never earn); the admin at the top is not part of any chain.
 */
export async function loadCommissionChains(
  tx: DbOrTx,
  bettorIds: readonly number[],
): Promise<Map<number, CommissionLink[]>> {
  const chains = new Map<number, CommissionLink[]>();
  if (bettorIds.length === 0) return chains;
  const result = await tx.execute(sql`
    with recursive chain(bettor_id, user_id, depth) as (
      select b.id, b.upline_id, 1
      from users b
      where b.id = any(${toPgArray(bettorIds)}::int[]) and b.upline_id is not null
      union all
      select c.bettor_id, u.upline_id, c.depth + 1
      from chain c join users u on u.id = c.user_id
      where u.upline_id is not null and c.depth < ${MAX_CHAIN_DEPTH}
    )
    select c.bettor_id, c.user_id, u.agent_type, u.sabong_bp
    from chain c join users u on u.id = c.user_id
    where u.type in ('user', 'player')
    order by c.bettor_id, c.depth`);
  for (const row of resultRows<{ bettor_id: number; user_id: number; agent_type: string | null; sabong_bp: number }>(
    result,
  )) {
    const bettor = Number(row.bettor_id);
    let chain = chains.get(bettor);
    if (!chain) {
      chain = [];
      chains.set(bettor, chain);
    }
    chain.push({ userId: Number(row.user_id), rateBp: Number(row.sabong_bp), isLoader: row.agent_type === "loader" });
  }
  return chains;
}

/**
 * Commission of a settled fight over its commissionable (won or lost) stakes. Rates are clamped to the fight's
 * plasada: events refuse a plasada below the top rate, but a rate raised later must still never make the house pay
 * out more than its cut (docs/decisions/0003-betting.md).
 */
export function fightCommission(
  settled: readonly SettledBet[],
  chains: ReadonlyMap<number, CommissionChain>,
  plasadaBp: number,
): CommissionSplit {
  return splitCommissionForBets(settled, (bettor) =>
    (chains.get(bettor) ?? []).map((link) => ({ ...link, rateBp: Math.min(link.rateBp, plasadaBp) })),
  );
}
