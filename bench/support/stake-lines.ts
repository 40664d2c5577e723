import type pg from "pg";
import { toPgArray } from "../../apps/server/src/db/sql.ts";
import { bulkBetTransfersSql } from "./bulk-stake.ts";

/** Lines per bulk ticket: 1,000,000 lines are 100,000 tickets. */
export const LINES_PER_TICKET = 10;
const TICKETS_PER_CHUNK = 10_000;

/**
 * Writes `tickets` tickets of LINES_PER_TICKET lines each into an open game-ending draw as the API would leave them,
 * set-based: the tickets, their lines (combinations spread over 00–99 by PostgreSQL's integer hash, one line in five
 * rambolito when its digits differ, ₱1–₱5 per line, payout at the draw's multipliers), one BET transfer per ticket from the
 * player's points to escrow with the running balance after, each wallet lowered by its stakes, and the
 * combinations' liabilities and stakes. The ledger check at the end verifies every running balance.
 */
export async function stakeLines(
  db: pg.Pool,
  target: { drawId: number; escrow: number; straightHundredths: number; rambolitoHundredths: number },
  userIds: readonly number[],
  tickets: number,
): Promise<void> {
  for (let from = 0; from < tickets; from += TICKETS_PER_CHUNK) {
    const count = Math.min(TICKETS_PER_CHUNK, tickets - from);
    const users = Array.from({ length: count }, (_, i) => userIds[(from + i) % userIds.length] as number);
    await db.query(
      `with input as (
         select u, n from unnest($1::int[]) with ordinality as v(u, n)
       ), planned as (
         select i.n, i.u, g - 1 as line_no, c.combination,
           case when c.v % 5 = 0 and substr(c.combination, 1, 1) <> substr(c.combination, 2, 1)
             then 'rambolito' else 'straight' end as form,
           (100 * (1 + (c.v / 5) % 5))::bigint as stake
         from input i cross join generate_series(1, ${LINES_PER_TICKET}) g
         cross join lateral (select hashint8((i.n + $2::bigint) * 64 + g) & 2147483647 as hash) x
         cross join lateral (select x.hash / 100 as v, lpad((x.hash % 100)::text, 2, '0') as combination) c
       ), totals as (
         select n, u, sum(stake)::bigint as total from planned group by n, u
       ), t as (
         insert into tickets (draw_id, user_id, total_stake_centavos, idempotency_key, request_hash)
         select $3::int, u, total, 'bench-' || $3::int || '-' || ($2::bigint + n), 'bench' from totals order by n
         returning id, user_id, total_stake_centavos, idempotency_key
       ), numbered as (
         select t.*, substr(t.idempotency_key, length('bench-' || $3::int || '-') + 1)::bigint - $2::bigint as n from t
       ), lines as (
         insert into ticket_lines (ticket_id, draw_id, user_id, line_no, combination, form, digits_key, permutations,
           stake_centavos, multiplier_hundredths, payout_if_hit_centavos)
         select nb.id, $3::int, p.u, p.line_no, p.combination, p.form,
           least(substr(p.combination, 1, 1), substr(p.combination, 2, 1))
             || greatest(substr(p.combination, 1, 1), substr(p.combination, 2, 1)),
           case when p.form = 'rambolito' then 2 else 1 end,
           p.stake, m.mult, p.stake * m.mult / 100
         from planned p join numbered nb on nb.n = p.n
         cross join lateral (select case when p.form = 'rambolito' then $5::int else $4::int end as mult) m
         returning combination, form, stake_centavos, payout_if_hit_centavos
       ), covered as (
         select combination as c, form, stake_centavos as stake, payout_if_hit_centavos as payout from lines
         union all
         select reverse(combination), form, stake_centavos, payout_if_hit_centavos from lines
         where form = 'rambolito'
       ), combos as (
         update draw_combinations dc set
           liability_centavos = dc.liability_centavos + x.payout,
           straight_stake_centavos = dc.straight_stake_centavos + x.straight,
           rambolito_stake_centavos = dc.rambolito_stake_centavos + x.rambolito
         from (select c, sum(payout)::bigint as payout,
                 coalesce(sum(stake) filter (where form = 'straight'), 0)::bigint as straight,
                 coalesce(sum(stake) filter (where form = 'rambolito'), 0)::bigint as rambolito
               from covered group by c) x
         where dc.draw_id = $3::int and dc.combination = x.c
         returning 1
       ), moves as (
         select nb.id as ticket_id, a.id as account_id, nb.total_stake_centavos as amount
         from numbered nb join ledger_accounts a on a.owner_user_id = nb.user_id and a.purpose = 'points'
       ), ${bulkBetTransfersSql({ idColumn: "ticket_id", refType: "ticket", escrowParam: 6 })}`,
      [toPgArray(users), from, target.drawId, target.straightHundredths, target.rambolitoHundredths, target.escrow],
    );
  }
}
