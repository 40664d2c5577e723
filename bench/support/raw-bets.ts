import type pg from "pg";

export type RawBet = {
  eventId: number;
  fightId: number;
  userId: number;
  pointsAccountId: number;
  escrowAccountId: number;
  side: string;
  stakeCentavos: number;
  key: string;
};

/**
 * One bet as plain SQL, the floor the API's bet is compared with: in one transaction the fight row FOR SHARE (as the
 * API holds it against a close), the bet row, the points balance update (the table's check refuses a negative
 * balance) and the ledger transfer with its balance after. No session check, no idempotency lookup, no audit, no
 * response shaping: what the database must do for a bet and nothing else.
 */
export async function rawBet(pool: pg.Pool, bet: RawBet): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const fight = await client.query<{ state: string }>("select state from fights where id = $1 for share", [
      bet.fightId,
    ]);
    if (fight.rows[0]?.state !== "OPEN") throw new Error("betting is closed");
    const placed = await client.query<{ id: string }>(
      `insert into bets (event_id, fight_id, user_id, side, stake_centavos, idempotency_key)
       values ($1, $2, $3, $4, $5, $6) on conflict (user_id, idempotency_key) do nothing returning id`,
      [bet.eventId, bet.fightId, bet.userId, bet.side, bet.stakeCentavos, bet.key],
    );
    const betId = placed.rows[0]?.id;
    if (betId !== undefined) {
      const debited = await client.query<{ balance: string }>(
        `update ledger_accounts set balance_centavos = balance_centavos - $2 where id = $1
         returning balance_centavos as balance`,
        [bet.pointsAccountId, bet.stakeCentavos],
      );
      await client.query(
        `insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id,
           debit_balance_after_centavos, actor_id)
         values ($1, $2, $3, 'BET', 'bet', $4, $5, $6)`,
        [bet.pointsAccountId, bet.escrowAccountId, bet.stakeCentavos, betId, debited.rows[0]?.balance, bet.userId],
      );
    }
    await client.query("commit");
  } catch (err) {
    await client.query("rollback").catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/**
 * The same bet as ONE statement (one round trip, one implicit transaction): the fight FOR SHARE only while betting
 * is open, the bet, the balance update and the transfer chained by data-modifying CTEs. The server's statement
 * (apps/server/src/modules/betting/bet-statement.ts) does this and more (the whole `checkBet`, the balance check
 * before the insert, the answer) for many bets at once; this is one bet per round trip, as a client without group
 * commit would send it.
 */
export async function rawBetOneStatement(pool: pg.Pool, bet: RawBet): Promise<void> {
  const result = await pool.query(
    `with f as (select id from fights where id = $2 and state in ('OPEN', 'LAST_CALL') for share),
     b as (
       insert into bets (event_id, fight_id, user_id, side, stake_centavos, idempotency_key)
       select $1, f.id, $3, $4, $5, $6 from f
       on conflict (user_id, idempotency_key) do nothing returning id
     ), d as (
       update ledger_accounts set balance_centavos = balance_centavos - $5
       where id = $7 and exists (select 1 from b) returning balance_centavos
     )
     insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id,
       debit_balance_after_centavos, actor_id)
     select $7, $8, $5, 'BET', 'bet', b.id::text, d.balance_centavos, $3 from b, d
     returning id`,
    [
      bet.eventId,
      bet.fightId,
      bet.userId,
      bet.side,
      bet.stakeCentavos,
      bet.key,
      bet.pointsAccountId,
      bet.escrowAccountId,
    ],
  );
  if (result.rowCount !== 1) throw new Error("bet refused");
}
