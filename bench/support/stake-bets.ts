import type pg from "pg";
import { toPgArray } from "../../apps/server/src/db/sql.ts";
import { bulkBetTransfersSql } from "./bulk-stake.ts";

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
       ), ${bulkBetTransfersSql({ idColumn: "bet_id", refType: "bet", escrowParam: 7 })}`,
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
