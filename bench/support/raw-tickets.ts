import type pg from "pg";

export type RawTicket = {
  drawId: number;
  userId: number;
  pointsAccountId: number;
  escrowAccountId: number;
  combination: string;
  stakeCentavos: number;
  multiplierHundredths: number;
  key: string;
};

/**
 * One single-line straight ticket as plain SQL, the floor the API's ticket is compared with, in one transaction: the
 * draw FOR SHARE while it takes tickets, the combination's row FOR UPDATE and its cap checked (the line's payout must
 * fit under the cap left), the ticket and its line, the combination's liability and stake, the points debited (the
 * table's check refuses a negative balance) and the BET transfer with its balance after. No session, no idempotency
 * answer, no pricing rules beyond straight × multiplier, no batching: what the database must do for a line.
 * Answers false when the cap refused it.
 */
export async function rawTicket(pool: pg.Pool, t: RawTicket): Promise<boolean> {
  const client = await pool.connect();
  const payout = Math.floor((t.stakeCentavos * t.multiplierHundredths) / 100);
  try {
    await client.query("begin");
    const draw = await client.query<{ default_cap: string }>(
      `select (terms ->> 'defaultCapCentavos') as default_cap from draws
       where id = $1 and state = 'OPEN' and clock_timestamp() < cutoff_at for share`,
      [t.drawId],
    );
    if (!draw.rows[0]) throw new Error("betting is closed");
    const combo = await client.query<{ fits: boolean }>(
      `select liability_centavos + $3 <= coalesce(cap_centavos, $4) and not not_accepted as fits
       from draw_combinations where draw_id = $1 and combination = $2 for update`,
      [t.drawId, t.combination, payout, draw.rows[0].default_cap],
    );
    if (!combo.rows[0]?.fits) {
      await client.query("rollback");
      return false;
    }
    const ticket = await client.query<{ id: string }>(
      `insert into tickets (draw_id, user_id, total_stake_centavos, idempotency_key, request_hash)
       values ($1, $2, $3, $4, 'raw') returning id`,
      [t.drawId, t.userId, t.stakeCentavos, t.key],
    );
    const ticketId = ticket.rows[0]?.id;
    await client.query(
      `insert into ticket_lines (ticket_id, draw_id, user_id, line_no, combination, form, digits_key, permutations,
         stake_centavos, multiplier_hundredths, payout_if_hit_centavos)
       values ($1, $2, $3, 0, $4, 'straight', $5, 1, $6, $7, $8)`,
      [
        ticketId,
        t.drawId,
        t.userId,
        t.combination,
        [...t.combination].sort().join(""),
        t.stakeCentavos,
        t.multiplierHundredths,
        payout,
      ],
    );
    await client.query(
      `update draw_combinations set liability_centavos = liability_centavos + $3,
         straight_stake_centavos = straight_stake_centavos + $4
       where draw_id = $1 and combination = $2`,
      [t.drawId, t.combination, payout, t.stakeCentavos],
    );
    const debited = await client.query<{ balance: string }>(
      `update ledger_accounts set balance_centavos = balance_centavos - $2 where id = $1
       returning balance_centavos as balance`,
      [t.pointsAccountId, t.stakeCentavos],
    );
    await client.query(
      `insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id,
         debit_balance_after_centavos, actor_id)
       values ($1, $2, $3, 'BET', 'ticket', $4, $5, $6)`,
      [t.pointsAccountId, t.escrowAccountId, t.stakeCentavos, ticketId, debited.rows[0]?.balance, t.userId],
    );
    await client.query("commit");
    return true;
  } catch (err) {
    await client.query("rollback").catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
