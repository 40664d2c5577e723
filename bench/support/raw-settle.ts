import { performance } from "node:perf_hooks";
import { BP_SCALE, mulDivFloor, paysLessThanStake, per100Centavos } from "@sabong/shared/betting";
import type pg from "pg";

export type SettleAccounts = { escrow: number; house: number; rounding: number; bank: number };

export type RawSettleInput = {
  fightId: number;
  winner: "MERON" | "WALA";
  plasadaBp: number;
  drawOddsMultiplier: number;
  accounts: SettleAccounts;
  actorId: number;
};

export type RawSettleOutcome = {
  ms: number;
  /** Milliseconds per step, in order: where the time goes. */
  steps: [string, number][];
  payoutTransfers: number;
  payoutsCentavos: number;
  commissionCentavos: number;
};

const num = (value: unknown) => Number(value ?? 0);

/** Stakes per side of the fight's pending bets. */
async function sideTotals(client: pg.PoolClient, fightId: number): Promise<Record<string, number>> {
  const { rows } = await client.query<{ side: string; total: string }>(
    `select side, sum(stake_centavos)::bigint as total from bets
     where fight_id = $1 and status = 'PENDING' group by side`,
    [fightId],
  );
  return Object.fromEntries(rows.map((r) => [r.side, num(r.total)]));
}

/**
 * Every payout as one statement, after locking the winners' wallets (in id order, like `postTransfers`): each
 * winner's transfer with its wallet's running balance after (a window over the bets in id order, which is also the
 * order the transfers get their ids), and one balance update per wallet. The statement reads the balances before
 * its own update (one snapshot), so it joins `ledger_accounts`, not the update's output: a join on a CTE has no
 * statistics, and a nested loop over two CTEs of 45,000 and 10,000 rows takes minutes.
 */
async function bookPayouts(client: pg.PoolClient, input: RawSettleInput) {
  await client.query(
    `select a.id from ledger_accounts a
     where a.purpose = 'points' and a.owner_user_id in (
       select user_id from bets where fight_id = $1 and payout_centavos > 0)
     order by a.id for no key update`,
    [input.fightId],
  );
  const { rows } = await client.query<{ n: number; total: string; first_id: string | null }>(
    `with paid as (
       select b.id as bet_id, a.id as account_id, a.balance_centavos as before, b.payout_centavos as amount
       from bets b join ledger_accounts a on a.owner_user_id = b.user_id and a.purpose = 'points'
       where b.fight_id = $1 and b.payout_centavos > 0
     ), credited as (
       update ledger_accounts a set balance_centavos = a.balance_centavos + s.total
       from (select account_id, sum(amount)::bigint as total from paid group by account_id) s
       where a.id = s.account_id
     ), inserted as (
       insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id,
         credit_balance_after_centavos, actor_id)
       select $2, account_id, amount, 'PAYOUT', 'bet', bet_id::text,
         before + sum(amount) over (partition by account_id order by bet_id), $3
       from paid
       order by paid.bet_id -- qualified: a bare bet_id would sort by the output column, bet_id::text
       returning id, amount_centavos
     )
     select count(*)::int as n, coalesce(sum(amount_centavos), 0)::bigint as total, min(id) as first_id from inserted`,
    [input.fightId, input.accounts.escrow, input.actorId],
  );
  const row = rows[0];
  return { count: row?.n ?? 0, total: num(row?.total), firstId: row?.first_id ?? null };
}

/**
 * Commission of every bettor up the chain, computed in the database: each bettor's commissionable stake, the chain
 * by a recursive walk, each upline's rate above the highest rate below it (a running max over the chain), rounded
 * down per share, summed per agent. The shared rule `splitCommissionForBets`, set-based.
 */
async function commissionShares(client: pg.PoolClient, input: RawSettleInput) {
  const { rows } = await client.query<{ user_id: number; amount: string; total: string }>(
    `with recursive bettors as (
       select user_id, sum(stake_centavos) as stake from bets
       where fight_id = $1 and status in ('WON', 'LOST') group by user_id
     ), chain(bettor_id, user_id, depth) as (
       select u.id, u.upline_id, 1 from users u join bettors b on b.user_id = u.id where u.upline_id is not null
       union all
       select c.bettor_id, u.upline_id, c.depth + 1 from chain c join users u on u.id = c.user_id
       where u.upline_id is not null and c.depth < 64
     ), links as (
       select c.bettor_id, c.user_id, c.depth, least(u.sabong_bp, $2) as rate
       from chain c join users u on u.id = c.user_id
       where u.type in ('user', 'player') and coalesce(u.agent_type, '') <> 'loader'
     ), marginal as (
       select bettor_id, user_id, rate, coalesce(max(rate) over (partition by bettor_id order by depth
         rows between unbounded preceding and 1 preceding), 0) as below
       from links
     ), shares as (
       select m.user_id, floor(b.stake * (m.rate - m.below) / 10000)::bigint as amount
       from marginal m join bettors b on b.user_id = m.bettor_id where m.rate > m.below
     ), totals as (
       select floor(b.stake * coalesce(max(l.rate), 0) / 10000)::bigint as total
       from bettors b left join links l on l.bettor_id = b.user_id group by b.user_id, b.stake
     )
     select s.user_id, sum(s.amount)::bigint as amount, (select coalesce(sum(total), 0) from totals)::bigint as total
     from shares s group by s.user_id having sum(s.amount) > 0`,
    [input.fightId, input.plasadaBp],
  );
  const shares = rows.map((r) => ({ userId: r.user_id, amount: num(r.amount) }));
  const paid = shares.reduce((sum, s) => sum + s.amount, 0);
  return { shares, paid, rounding: rows.length === 0 ? 0 : num(rows[0]?.total) - paid };
}

async function bookCommission(
  client: pg.PoolClient,
  input: RawSettleInput,
  shares: { userId: number; amount: number }[],
) {
  if (shares.length === 0) return;
  await client.query(
    `with s as (select * from unnest($1::int[], $2::bigint[]) as v(user_id, amount)),
     acc as (
       select a.id, s.amount from s join ledger_accounts a on a.owner_user_id = s.user_id and a.purpose = 'commission:sabong'
     ), credited as (
       update ledger_accounts a set balance_centavos = a.balance_centavos + acc.amount from acc where a.id = acc.id
       returning a.id, a.balance_centavos
     )
     insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id,
       credit_balance_after_centavos, actor_id)
     select $3, c.id, acc.amount, 'COMMISSION', 'fight', $4, c.balance_centavos, $5
     from credited c join acc on acc.id = c.id order by c.id`,
    [
      `{${shares.map((s) => s.userId).join(",")}}`,
      `{${shares.map((s) => s.amount).join(",")}}`,
      input.accounts.house,
      String(input.fightId),
      input.actorId,
    ],
  );
}

/**
 * The payouts given back to the players' loss room: their protection totals, locked after their wallets (as the
 * API's `recordCredits`), one mark per player. Part of every settlement since player protection (issue 19).
 */
async function creditProtection(client: pg.PoolClient, input: RawSettleInput) {
  await client.query(
    `with credit as (
       select user_id, sum(payout_centavos)::bigint as amount from bets
       where fight_id = $1 and payout_centavos > 0 group by user_id
     ), locked as (
       select p.user_id from protection_state p where p.user_id in (select user_id from credit)
       order by p.user_id for no key update
     ), total as (
       update protection_state p set credited_total_centavos = p.credited_total_centavos + c.amount
       from credit c join locked l on l.user_id = c.user_id where p.user_id = c.user_id
       returning p.user_id, p.staked_total_centavos, p.credited_total_centavos, p.loaded_total_centavos
     )
     insert into protection_marks (user_id, staked_total_centavos, credited_total_centavos, loaded_total_centavos)
     select user_id, staked_total_centavos, credited_total_centavos, loaded_total_centavos from total`,
    [input.fightId],
  );
}

/** System-to-system transfers (no stored balances), several in one statement; zero amounts are skipped. */
async function bookSystem(client: pg.PoolClient, input: RawSettleInput, moves: [number, number, number, string][]) {
  const kept = moves.filter(([, , amount]) => amount > 0);
  if (kept.length === 0) return;
  await client.query(
    `insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id, actor_id)
     select d, c, a, code, 'fight', $5, $6 from unnest($1::int[], $2::int[], $3::bigint[], $4::text[]) as v(d, c, a, code)`,
    [
      `{${kept.map((m) => m[0]).join(",")}}`,
      `{${kept.map((m) => m[1]).join(",")}}`,
      `{${kept.map((m) => m[2]).join(",")}}`,
      `{${kept.map((m) => m[3]).join(",")}}`,
      String(input.fightId),
      input.actorId,
    ],
  );
}

/**
 * The settlement of a fight won by a main side, as raw set-based SQL in one transaction: the floor the API's
 * declare is compared with. Same money as the API (payouts with the stake back of a one-sided pool and its draw
 * funding, plasada, rounding, commission, its rounding and funding) and the same protection totals; no audit record, no
 * settlement summary, no debt collection, no pushes.
 */
export async function rawSettle(db: pg.Pool, input: RawSettleInput): Promise<RawSettleOutcome> {
  const client = await db.connect();
  const started = performance.now();
  const steps: [string, number][] = [];
  let mark = started;
  const step = (name: string) => {
    const now = performance.now();
    steps.push([name, now - mark]);
    mark = now;
  };
  try {
    await client.query("begin");
    const fight = await client.query<{ state: string }>("select state from fights where id = $1 for update", [
      input.fightId,
    ]);
    if (fight.rows[0]?.state !== "CLOSED") throw new Error(`fight ${input.fightId} is not closed`);
    const totals = await sideTotals(client, input.fightId);
    step("lock fight, side totals");
    const meron = totals.MERON ?? 0;
    const wala = totals.WALA ?? 0;
    const draw = totals.DRAW ?? 0;
    const mainPool = meron + wala;
    const per100 = {
      MERON: per100Centavos(mainPool, meron, input.plasadaBp),
      WALA: per100Centavos(mainPool, wala, input.plasadaBp),
    };
    const winnerPer100 = per100[input.winner];
    if (winnerPer100 === null) throw new Error("the raw settlement handles a winner with bets only");
    // Stake back (top up): below 100 per 100 a winner is paid its stake (greatest), funded as draw funding below.
    await client.query(
      `update bets set status = case when side = $2 then 'WON' else 'LOST' end,
         payout_centavos = case when side = $2 then greatest(stake_centavos, stake_centavos * $3::bigint / 10000)
           else 0 end,
         per100_centavos = case side when 'MERON' then $4::bigint when 'WALA' then $5::bigint else $6::bigint end,
         settled_at = clock_timestamp()
       where fight_id = $1 and status = 'PENDING'`,
      [input.fightId, input.winner, winnerPer100, per100.MERON, per100.WALA, (input.drawOddsMultiplier + 1) * BP_SCALE],
    );
    step("settle bets (update)");
    const payouts = await bookPayouts(client, input);
    step("payout transfers and balances");
    await creditProtection(client, input);
    step("protection totals (credits, marks)");
    const winnersPool = mulDivFloor(mainPool, BP_SCALE - input.plasadaBp, BP_SCALE);
    const house = mainPool - winnersPool + draw;
    const winnerTotal = input.winner === "MERON" ? meron : wala;
    const stakeBack = paysLessThanStake(winnerPer100) ? Math.max(0, winnerTotal - winnersPool) : 0;
    const commission = await commissionShares(client, input);
    step("commission shares");
    const funding = Math.max(0, commission.paid + commission.rounding - house);
    const { escrow, house: houseId, rounding, bank } = input.accounts;
    await bookSystem(client, input, [
      [bank, escrow, stakeBack, "DRAW_FUNDING"],
      [escrow, houseId, house, "PLASADA"],
      [escrow, rounding, winnersPool + stakeBack - payouts.total, "ROUNDING"],
      [bank, houseId, funding, "DRAW_FUNDING"],
      [houseId, rounding, commission.rounding, "ROUNDING"],
    ]);
    await bookCommission(client, input, commission.shares);
    await client.query(
      `update fights set state = 'DECLARED', result = $2, settlement = '{"bench":"raw"}'::jsonb,
         declared_at = clock_timestamp(), declared_by = $3, settlement_first_transfer_id = $4
       where id = $1`,
      [input.fightId, input.winner, input.actorId, payouts.firstId],
    );
    step("house, rounding and commission transfers, fight");
    await client.query("commit");
    step("commit");
    return {
      ms: performance.now() - started,
      steps,
      payoutTransfers: payouts.count,
      payoutsCentavos: payouts.total,
      commissionCentavos: commission.paid,
    };
  } catch (err) {
    await client.query("rollback").catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
