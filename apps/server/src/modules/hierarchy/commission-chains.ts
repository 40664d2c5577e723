import { COMMISSION_BALANCES, type CommissionGame, type CommissionLink } from "@sabong/shared/commission";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { intOf, resultRows, rowsOf, toPgArray } from "../../db/sql.ts";
import { MAX_TREE_DEPTH } from "../../db/tree.ts";
import { usersView } from "../users/table.ts";

const chainRow = z.object({
  start_id: z.number(),
  user_id: z.number(),
  agent_type: z.string().nullable(),
  rate_bp: z.number(),
});

/**
 * Every bettor's upline chain, direct upline first, each link with its rate for `game`'s commission balance
 * (sabong_bp for sabong and apple, pick3_bp for pick3, …). Agents (`user`) and referring players carry a rate; loaders
 * are flagged (they never earn); the admin at the top is not part of any chain. Two queries: each bettor's upline,
 * then the chains of those uplines in ONE recursive query: a fight's 10,000 bettors sit under a few agents, so their
 * chains are walked (and sent) once per agent, not once per bettor. Betting and the number games settle with this.
 * Read through the users module's `users_view`; the bettors' uplines column by column (a fight's 10,000 rows).
 */
export async function loadCommissionChains(
  db: DbOrTx,
  bettorIds: readonly number[],
  game: CommissionGame,
): Promise<Map<number, CommissionLink[]>> {
  const chains = new Map<number, CommissionLink[]>();
  if (bettorIds.length === 0) return chains;
  const uplines = resultRows<Record<string, unknown>>(
    await db.execute(sql`
      select id, upline_id from users_view where id = any(${toPgArray(bettorIds)}::int[]) and upline_id is not null`),
  ).map((r) => ({ id: intOf(r.id, "id"), uplineId: intOf(r.upline_id, "upline_id") }));
  const starts = [...new Set(uplines.map((r) => r.uplineId))];
  if (starts.length === 0) return chains;
  const rate = sql.identifier(usersView[COMMISSION_BALANCES[game].rateField].name);
  const result = await db.execute(sql`
    with recursive chain(start_id, user_id, depth) as (
      select s, s, 1 from unnest(${toPgArray(starts)}::int[]) as s
      union all
      select c.start_id, u.upline_id, c.depth + 1
      from chain c join users_view u on u.id = c.user_id
      where u.upline_id is not null and c.depth < ${MAX_TREE_DEPTH}
    )
    select c.start_id, c.user_id, u.agent_type, u.${rate} as rate_bp
    from chain c join users_view u on u.id = c.user_id
    where u.type in ('user', 'player')
    order by c.start_id, c.depth`);
  const byUpline = new Map<number, CommissionLink[]>();
  for (const row of rowsOf(chainRow, result)) {
    const start = row.start_id;
    let chain = byUpline.get(start);
    if (!chain) {
      chain = [];
      byUpline.set(start, chain);
    }
    chain.push({ userId: row.user_id, rateBp: row.rate_bp, isLoader: row.agent_type === "loader" });
  }
  for (const r of uplines) {
    const chain = byUpline.get(r.uplineId);
    // Bettors under the same upline share its chain: it is read, never changed.
    if (chain) chains.set(r.id, chain);
  }
  return chains;
}
