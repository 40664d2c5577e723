import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import { defaultNumberGameSettings, drawTermsOf } from "@sabong/shared/number-games";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { resultRows } from "../db/sql.ts";
import { transact } from "../events/transact.ts";
import { insertDraw } from "../modules/number-games/repository.ts";
import type { DrawRow } from "../modules/number-games/table.ts";

/** Number-game fixtures for the server tests: open draws (with their combination rows) and what they hold. */

/** An OPEN operator draw of `game` with the default terms, its cut-off `cutoffInMs` from now. */
export async function openTestDraw(
  db: Db,
  game: NumberGame,
  options: { cutoffInMs?: number; capCentavos?: number } = {},
): Promise<DrawRow> {
  const cutoffAt = new Date(Date.now() + (options.cutoffInMs ?? 3_600_000));
  const terms = drawTermsOf(defaultNumberGameSettings(game));
  if (options.capCentavos !== undefined) terms.defaultCapCentavos = options.capCentavos;
  return transact(db, async (tx) => {
    const draw = await insertDraw(
      tx,
      {
        game,
        source: "operator",
        state: "OPEN",
        opensAt: new Date(Date.now() - 60_000),
        cutoffAt,
        drawAt: new Date(cutoffAt.getTime() + 60_000),
        terms,
      },
      GAME_REGISTRY[game].digits,
    );
    if (!draw) throw new Error("test draw not created");
    return draw;
  });
}

/** Closes a draw now, as an early close does (the cut-off becomes the clock's now, taken after the lock). */
export async function closeTestDraw(db: Db, drawId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from draws where id = ${drawId} for update`);
    await tx.execute(sql`
      update draws set state = 'CLOSED', cutoff_at = least(cutoff_at, clock_timestamp()),
        opens_at = least(opens_at, clock_timestamp()), closed_at = clock_timestamp()
      where id = ${drawId}`);
  });
}

/** What a draw holds: tickets, lines, and for each combination its stored liability and the lines' own sum. */
export async function drawHoldings(db: Db, drawId: number) {
  const one = async <T>(query: ReturnType<typeof sql>) => resultRows<T>(await db.execute(query));
  const [counts] = await one<{ tickets: string; lines: string; sales: string | null }>(sql`
    select (select count(*) from tickets where draw_id = ${drawId}) as tickets,
           (select count(*) from ticket_lines where draw_id = ${drawId}) as lines,
           (select sum(total_stake_centavos) from tickets where draw_id = ${drawId}) as sales`);
  // Liability recomputed from the lines: straight on its combination, rambolito on every permutation it covers.
  const mismatched = await one<{ combination: string; stored: string; from_lines: string }>(sql`
    with covered as (
      select dc.combination, coalesce(sum(l.payout_if_hit_centavos), 0) as from_lines
      from draw_combinations dc
      left join ticket_lines l on l.draw_id = dc.draw_id and (
        (l.form = 'straight' and l.combination = dc.combination) or
        (l.form = 'rambolito' and l.digits_key = (select string_agg(ch, '' order by ch)
                                                   from regexp_split_to_table(dc.combination, '') ch)))
      where dc.draw_id = ${drawId}
      group by dc.combination
    )
    select c.combination, dc.liability_centavos as stored, c.from_lines
    from covered c join draw_combinations dc on dc.draw_id = ${drawId} and dc.combination = c.combination
    where dc.liability_centavos <> c.from_lines`);
  const late = await one<{ n: string }>(sql`
    select count(*) as n from tickets t join draws d on d.id = t.draw_id
    where t.draw_id = ${drawId} and t.created_at >= d.cutoff_at`);
  return {
    tickets: Number(counts?.tickets ?? 0),
    lines: Number(counts?.lines ?? 0),
    salesCentavos: Number(counts?.sales ?? 0),
    liabilityMismatches: mismatched,
    ticketsAfterCutoff: Number(late[0]?.n ?? 0),
  };
}

export async function liabilityOf(db: Db, drawId: number, combination: string): Promise<number> {
  const rows = resultRows<{ l: string }>(
    await db.execute(
      sql`select liability_centavos as l from draw_combinations where draw_id = ${drawId} and combination = ${combination}`,
    ),
  );
  return Number(rows[0]?.l ?? 0);
}

/**
 * The draw's time is now (its cut-off and a game-ending period's expected end too, if later): its result may be
 * entered, as after the real draw or the end of the game.
 */
export async function passDrawTime(db: Db, drawId: number): Promise<void> {
  await db.execute(sql`
    update draws set draw_at = clock_timestamp(), cutoff_at = least(cutoff_at, clock_timestamp()),
      opens_at = least(opens_at, clock_timestamp()), expected_end_at = least(expected_end_at, clock_timestamp())
    where id = ${drawId}`);
}
