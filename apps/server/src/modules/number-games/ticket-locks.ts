import type { NumberGame } from "@sabong/shared/games";
import type { CombinationStanding, DrawTerms } from "@sabong/shared/number-games";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { resultRows } from "../../db/sql.ts";

/** What a ticket batch reads of its draw: terms, whether it takes tickets now, and whether its game is on. */
export type DrawGate = { terms: DrawTerms; accepting: boolean; enabled: boolean };

/**
 * The draw and its game's settings row. `lock: false` is a plain read: a batch that will only refuse (past the
 * cut-off, not open, game off) answers without taking the draw FOR SHARE, so it never holds up the clock's close or
 * draw steps. `lock: true` takes the draw FOR SHARE (a close or cancel waits for the batch; the batch sees theirs).
 */
export async function readDrawGate(
  tx: Tx,
  target: { game: NumberGame; drawId: number },
  lock: boolean,
): Promise<DrawGate | null> {
  const result = await tx.execute(sql`
    select d.terms, (d.state = 'OPEN' and clock_timestamp() < d.cutoff_at) as accepting,
      coalesce((s.settings ->> 'enabled')::boolean, true) as enabled
    from draws d left join number_game_settings s on s.game = d.game
    where d.id = ${target.drawId}::int and d.game = ${target.game}
    ${lock ? sql`for share of d` : sql``}`);
  const [row] = resultRows<{ terms: DrawTerms | string; accepting: boolean; enabled: boolean }>(result);
  if (!row) return null;
  const terms = typeof row.terms === "string" ? (JSON.parse(row.terms) as DrawTerms) : row.terms;
  return { terms, accepting: row.accepting, enabled: row.enabled };
}

/** Keys of these (user, key) pairs already used by a committed ticket. */
export async function usedKeys(tx: Tx, pairs: readonly { userId: number; key: string }[]): Promise<Set<string>> {
  const values = pairs.map((p) => ({ u: p.userId, k: p.key }));
  const result = await tx.execute(sql`
    select user_id, idempotency_key from tickets
    where (user_id, idempotency_key) in (select u, k from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x(u int, k text))`);
  const rows = resultRows<{ user_id: number; idempotency_key: string }>(result);
  return new Set(rows.map((r) => `${r.user_id}:${r.idempotency_key}`));
}

/** The combinations' rows, locked FOR UPDATE in combination order (every ticket transaction locks in this order). */
export async function lockStandings(
  tx: Tx,
  drawId: number,
  combinations: readonly string[],
): Promise<Map<string, CombinationStanding>> {
  const result = await tx.execute(sql`
    select combination, liability_centavos, cap_centavos, not_accepted, multiplier_hundredths
    from draw_combinations
    where draw_id = ${drawId}::int
      and combination in (select jsonb_array_elements_text(${JSON.stringify(combinations)}::jsonb))
    order by combination
    for update`);
  type Row = {
    combination: string;
    liability_centavos: string | number;
    cap_centavos: string | number | null;
    not_accepted: boolean;
    multiplier_hundredths: number | null;
  };
  const standings = new Map<string, CombinationStanding>();
  for (const r of resultRows<Row>(result)) {
    standings.set(r.combination, {
      liabilityCentavos: Number(r.liability_centavos),
      capCentavos: r.cap_centavos === null ? null : Number(r.cap_centavos),
      notAccepted: r.not_accepted,
      multiplierHundredths: r.multiplier_hundredths === null ? null : Number(r.multiplier_hundredths),
    });
  }
  for (const c of combinations) {
    if (!standings.has(c)) throw new Error(`draw ${drawId} has no row for combination ${c}`);
  }
  return standings;
}
