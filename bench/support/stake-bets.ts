import type pg from "pg";
import { toPgArray } from "../../apps/server/src/db/sql.ts";

export type StakePlan = { userIds: number[]; sides: string[]; stakes: number[] };

const CHUNK = 20_000;

/**
 * Writes a plan of bets into an open fight as the API would leave them, set-based so 100,000 bets take seconds: the
 * bet rows, one BET transfer per bet from the player's points to escrow with the running balance after, and each
 * wallet's balance lowered by its stakes. The table's check refuses any balance below zero, and the ledger check at
 * the end of the benchmark verifies every running balance.
 */
export async function stakeBets(
  db: pg.Pool,
  ids: { eventId: number; fightId: number; escrow: number },
  plan: StakePlan,
): Promise<void> {
  for (let from = 0; from < plan.userIds.length; from += CHUNK) {
    const to = Math.min(plan.userIds.length, from + CHUNK);
    await db.query(
      `with placed as (
         insert into bets (event_id, fight_id, user_id, side, stake_centavos, idempotency_key)
         select $1, $2, u, s, a, $3 || n
         from unnest($4::int[], $5::text[], $6::bigint[]) with ordinality as v(u, s, a, n)
         order by n
         returning id, user_id, stake_centavos
       ), moves as (
         select p.id as bet_id, a.id as account_id, p.stake_centavos as amount
         from placed p join ledger_accounts a on a.owner_user_id = p.user_id and a.purpose = 'points'
       ), sums as (select account_id, sum(amount)::bigint as total from moves group by account_id),
       debited as (
         update ledger_accounts a set balance_centavos = a.balance_centavos - s.total
         from sums s where a.id = s.account_id
         returning a.id, a.balance_centavos + s.total as before
       )
       insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id,
         debit_balance_after_centavos)
       select m.account_id, $7, m.amount, 'BET', 'bet', m.bet_id::text,
         d.before - sum(m.amount) over (partition by m.account_id order by m.bet_id)
       from moves m join debited d on d.id = m.account_id
       order by m.bet_id`,
      [
        ids.eventId,
        ids.fightId,
        `bench-${ids.fightId}-${from}-`,
        toPgArray(plan.userIds.slice(from, to)),
        `{${plan.sides.slice(from, to).join(",")}}`,
        toPgArray(plan.stakes.slice(from, to)),
        ids.escrow,
      ],
    );
  }
}
