import type pg from "pg";

/**
 * A loss, wager and load limit on every player (24 h, 7 days, 30 days), high enough never to refuse a benchmark's
 * stake, so the statement does all of the limit work and the figures compare like with like; or none.
 */
const LIMIT_CENTAVOS = { day: 1_000_000_000, week: 5_000_000_000, month: 20_000_000_000 };

export async function setLimitsForEveryone(db: pg.Pool, on: boolean): Promise<void> {
  const value = (centavos: number) => (on ? centavos : null);
  const { day, week, month } = LIMIT_CENTAVOS;
  await db.query(
    `update protection_state set limited = $1,
       loss_day_centavos = $2, loss_week_centavos = $3, loss_month_centavos = $4,
       wager_day_centavos = $2, wager_week_centavos = $3, wager_month_centavos = $4,
       load_day_centavos = $2, load_week_centavos = $3, load_month_centavos = $4`,
    [on, value(day), value(week), value(month)],
  );
}
