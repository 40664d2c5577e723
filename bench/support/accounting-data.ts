import { addCalendarDays, manilaDayStart } from "@sabong/shared/time";
import type pg from "pg";
import { systemAccount } from "./players.ts";

export type AccountingData = { fights: number; bets: number; transfers: number; firstDay: string; lastDay: string };

const FIGHTS_PER_DAY = 100;
const PLASADA_BP = 500;

/**
 * Thirty days of settled sabong in SQL, as settlement leaves it: events and fights over `days` Manila days, `bets`
 * bets spread over them (each bettor one of `playerIds`, created during its fight's day), one BET transfer per bet,
 * pari-mutuel PAYOUTs to the winning side (5% plasada, rounded down per bet), PLASADA and ROUNDING to the house and
 * the rounding account, and COMMISSION to the gold agent (2% of the fight's stakes). Stored balances are set from the
 * transfers so every CHECK holds. Built set-based: the API would take hours for a million bets and measure nothing
 * the report cares about.
 */
export async function seedSettledSabong(
  db: pg.Pool,
  options: { days: number; bets: number; playerIds: readonly number[] },
): Promise<AccountingData> {
  const lastDay = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const firstDay = addCalendarDays(lastDay, -(options.days - 1));
  const escrow = await systemAccount(db, "escrow:sabong");
  const house = await systemAccount(db, "house:sabong");
  const rounding = await systemAccount(db, "rounding");
  const { rows: refs } = await db.query<{ gold: number; commission: number }>(
    `select u.id as gold, a.id as commission from users u
     join ledger_accounts a on a.owner_user_id = u.id and a.purpose = 'commission:sabong' where u.username = 'gold'`,
  );
  const gold = refs[0];
  if (!gold) throw new Error("the demo gold agent is missing");
  const start = manilaDayStart(firstDay).toISOString();
  const client = await db.connect();
  try {
    await client.query("begin");
    await client.query(
      `create temp table bench_days on commit drop as
       select d, ($1::timestamptz + (d || ' days')::interval) as day_start from generate_series(0, $2::int - 1) d`,
      [start, options.days],
    );
    await client.query(
      `insert into events (game, name, event_date, min_stake_centavos, max_stake_centavos, draw_enabled, status)
       select 'sabong', 'Bench derby ' || d, (day_start + interval '8 hours')::date, 2000, 5000000, true, 'ENDED'
       from bench_days order by d`,
    );
    await client.query(
      `insert into fights (event_id, number, state, result, plasada_bp, draw_odds_multiplier, declared_at)
       select e.id, n, 'DECLARED', case when random() < 0.5 then 'MERON' else 'WALA' end, ${PLASADA_BP}, 8,
         (e.event_date::text || 'T13:00:00+08:00')::timestamptz + n * interval '6 minutes'
       from events e cross join generate_series(1, ${FIGHTS_PER_DAY}) n where e.name like 'Bench derby %'`,
    );
    await client.query(
      `create temp table bench_fights on commit drop as
       select row_number() over (order by f.id) - 1 as i, f.id, f.event_id, f.result, f.declared_at
       from fights f join events e on e.id = f.event_id where e.name like 'Bench derby %'`,
    );
    const { rows: fightCount } = await client.query<{ n: string }>("select count(*) as n from bench_fights");
    const fights = Number(fightCount[0]?.n);
    await client.query(
      `insert into bets (event_id, fight_id, user_id, side, stake_centavos, status, idempotency_key, created_at, settled_at)
       select f.event_id, f.id, p.id, s.side, s.stake, case when s.side = f.result then 'WON' else 'LOST' end,
         'bench-' || g, f.declared_at - (random() * interval '5 minutes'), f.declared_at
       from generate_series(1, $1::int) g
       cross join lateral (select (g::bigint * 7919) % $2::int as fi, (g::bigint * 104729) % cardinality($3::int[]) + 1 as pi) k
       join bench_fights f on f.i = k.fi
       cross join lateral (select ($3::int[])[k.pi] as id) p
       cross join lateral (select case when random() < 0.5 then 'MERON' else 'WALA' end as side,
         (2000 + floor(random() * 98) * 1000)::bigint as stake) s`,
      [options.bets, fights, `{${options.playerIds.join(",")}}`],
    );
    await client.query(
      `create temp table bench_bets on commit drop as
       select b.id, b.fight_id, b.user_id, b.side, b.stake_centavos as stake, b.created_at, f.result, f.declared_at,
         a.id as account_id,
         sum(b.stake_centavos) over (partition by b.fight_id) as pool,
         sum(b.stake_centavos) filter (where b.side = f.result) over (partition by b.fight_id) as winners
       from bets b join bench_fights f on f.id = b.fight_id
       join ledger_accounts a on a.owner_user_id = b.user_id and a.purpose = 'points'`,
    );
    await client.query(
      `insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id, created_at)
       select account_id, $1, stake, 'BET', 'bet', id::text, created_at from bench_bets order by created_at`,
      [escrow],
    );
    await client.query(
      `insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id, created_at)
       select $1, account_id, stake * pool * (10000 - ${PLASADA_BP}) / (10000 * winners), 'PAYOUT', 'bet', id::text, declared_at
       from bench_bets where side = result order by declared_at, id`,
      [escrow],
    );
    await client.query(
      `with per_fight as (
         select b.fight_id, max(b.declared_at) as at, max(b.pool) as pool,
           coalesce(sum(b.stake * b.pool * (10000 - ${PLASADA_BP}) / (10000 * b.winners)) filter (where b.side = b.result), 0) as paid
         from bench_bets b group by b.fight_id)
       insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id, created_at)
       select * from (
         select $1::int as debit, $2::int as credit, pool * ${PLASADA_BP} / 10000 as amount, 'PLASADA' as code,
           'fight' as ref_type, fight_id::text as ref_id, at from per_fight
         union all
         select $1, $3, pool - paid - pool * ${PLASADA_BP} / 10000, 'ROUNDING', 'fight', fight_id::text, at from per_fight
         union all
         select $2, $4, pool * 200 / 10000, 'COMMISSION', 'fight', fight_id::text, at from per_fight
       ) m where m.amount > 0 order by m.at`,
      [escrow, house, rounding, gold.commission],
    );
    // Wallets: the bank funds each bettor with what its bets need, and stored balances follow the transfers.
    await client.query(
      `with bank as (select id from ledger_accounts where purpose = 'bank' and owner_user_id is null),
       needs as (select account_id, sum(stake) as total from bench_bets group by account_id)
       insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, memo, created_at)
       select bank.id, n.account_id, n.total, 'MINT', 'bench', 'benchmark funding', $1::timestamptz - interval '1 hour'
       from needs n cross join bank`,
      [start],
    );
    await client.query(
      `with moved as (
         select account_id, sum(delta) as delta from (
           select credit_account_id as account_id, amount_centavos as delta from ledger_transfers
           union all select debit_account_id, -amount_centavos from ledger_transfers) m group by account_id)
       update ledger_accounts a set balance_centavos = m.delta
       from moved m where a.id = m.account_id and a.kind = 'user'`,
    );
    await client.query("commit");
    const { rows: counts } = await db.query<{ bets: string; transfers: string }>(
      `select (select count(*) from bets) as bets, (select count(*) from ledger_transfers) as transfers`,
    );
    await db.query("analyze");
    return {
      fights,
      bets: Number(counts[0]?.bets),
      transfers: Number(counts[0]?.transfers),
      firstDay,
      lastDay,
    };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
