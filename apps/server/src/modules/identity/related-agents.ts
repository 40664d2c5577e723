import type { RelatedAgentsQuery, RelatedAgentsReport, RelatedAgentsRow } from "@sabong/shared/identity";
import { manilaDayBounds, manilaDayStart } from "@sabong/shared/time";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { pgNumber, positionalSql, rowsOf } from "../../db/sql.ts";

/**
 * Issue 21's report for integrity ("paki-claim": winnings collected by an agent for someone else hide who really
 * plays): players whose points were withdrawn in the range by an agent other than their own upline, or who were
 * loaded by at least `minLoadAgents` different agents. Read from the ledger's LOAD and WITHDRAW transfers between
 * points wallets (a load: the agent's points → the player's; a withdrawal: the player's → the agent's), Manila days.
 */
const moveRow = z.object({
  code: z.enum(["LOAD", "WITHDRAW"]),
  player_id: z.number(),
  player: z.string(),
  upline_id: z.number().nullable(),
  upline: z.string().nullable(),
  agent_id: z.number(),
  agent: z.string(),
  amount: pgNumber,
  n: pgNumber,
});

/** Through the views the ledger and the users module offer (`ledger_transfers_view`, …), not their tables. */
const MOVES = `
with moves as (
  select t.code, case when t.code = 'LOAD' then c.owner_user_id else d.owner_user_id end as player_id,
         case when t.code = 'LOAD' then d.owner_user_id else c.owner_user_id end as agent_id, t.amount_centavos
  from ledger_transfers_view t
  join ledger_accounts_view d on d.id = t.debit_account_id and d.purpose = 'points'
  join ledger_accounts_view c on c.id = t.credit_account_id and c.purpose = 'points'
  where t.code in ('LOAD', 'WITHDRAW') and t.created_at >= $1::timestamptz and t.created_at < $2::timestamptz
), per_agent as (
  select m.code, m.player_id, m.agent_id, sum(m.amount_centavos) as amount, count(*) as n
  from moves m group by m.code, m.player_id, m.agent_id
), flagged as (
  select pa.player_id from per_agent pa join users_view p on p.id = pa.player_id
  where pa.code = 'WITHDRAW' and p.upline_id is distinct from pa.agent_id
  union
  select player_id from per_agent where code = 'LOAD' group by player_id having count(*) >= $3::int
)
select pa.code, pa.player_id, p.username as player, p.upline_id, u.username as upline, pa.agent_id,
       a.username as agent, pa.amount, pa.n
from per_agent pa
join flagged f on f.player_id = pa.player_id
join users_view p on p.id = pa.player_id and p.type = 'player'
join users_view a on a.id = pa.agent_id
left join users_view u on u.id = p.upline_id
order by p.username, pa.code, a.username
limit 20000`;

export async function relatedAgentsReport(db: DbOrTx, query: RelatedAgentsQuery): Promise<RelatedAgentsReport> {
  const from = manilaDayStart(query.from).toISOString();
  const to = manilaDayBounds(query.to).end.toISOString();
  const rows = rowsOf(moveRow, await db.execute(positionalSql(MOVES, [from, to, query.minLoadAgents])));
  const byPlayer = new Map<number, RelatedAgentsRow>();
  for (const r of rows) {
    const playerId = Number(r.player_id);
    const row = byPlayer.get(playerId) ?? {
      player: { userId: playerId, username: r.player },
      upline: r.upline_id === null ? null : { userId: Number(r.upline_id), username: r.upline ?? "" },
      withdrawnByOthers: [],
      loadedBy: [],
      reasons: [],
    };
    const agent = {
      userId: Number(r.agent_id),
      username: r.agent,
      amountCentavos: Number(r.amount),
      count: Number(r.n),
    };
    if (r.code === "LOAD") row.loadedBy.push(agent);
    else if (agent.userId !== row.upline?.userId) row.withdrawnByOthers.push(agent);
    byPlayer.set(playerId, row);
  }
  const report = [...byPlayer.values()].map((row) => {
    const reasons: RelatedAgentsRow["reasons"] = [];
    if (row.withdrawnByOthers.length > 0) reasons.push("withdrawn-by-other-agent");
    const many = row.loadedBy.length >= query.minLoadAgents;
    if (many) reasons.push("loaded-by-many-agents");
    return { ...row, loadedBy: many ? row.loadedBy : [], reasons };
  });
  return { rows: report };
}
