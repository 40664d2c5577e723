import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { isPostgresReachable } from "../../testing/databases.ts";
import { insertDraw, setDrawState, startDrawMoney } from "../../testing/draw-money.ts";
import { expectLedgerSound } from "../../testing/ledger.ts";
import { suiteFixture } from "../../testing/suite.ts";
import { systemAccountId } from "../ledger/service.ts";
import { settleDraw } from "./settlement.ts";

/**
 * The settlement's scale rule: a pick3 draw of 1,000,000 lines (200,000 tickets of 20,000 players, a fifth of the
 * lines rambolito) settles in under 10 s on PostgreSQL. Rows are generated in SQL (the ticket path has its own
 * throughput tests); the stakes reach the escrow in one transfer. Slow to set up: runs with DRAW_SETTLEMENT_SCALE=1.
 */
const run = Boolean(process.env.DRAW_SETTLEMENT_SCALE) && (await isPostgresReachable());

describe.skipIf(!run)("draw settlement at scale on postgres", () => {
  const h = suiteFixture(() => startDrawMoney("postgres"));

  it("settles 1,000,000 lines in under 10 s", { timeout: 300_000 }, async () => {
    const drawId = await insertDraw(h, "pick3");
    const players = 20_000;
    await h.db.execute(sql`
      insert into users (username, name, password_hash, type, upline_id, ref_code)
      select 'scale' || g, 'Scale ' || g, 'x', 'player', ${h.gold}, 'scale-ref-' || g
      from generate_series(1, ${players}) g`);
    await h.db.execute(sql`
      insert into ledger_accounts (kind, owner_user_id, purpose, balance_centavos)
      select 'user', u.id, p.purpose, 0
      from users u cross join (values ('points'), ('commission:pick3')) as p(purpose)
      where u.username like 'scale%'`);
    await h.db.execute(sql`
      insert into tickets (draw_id, user_id, total_stake_centavos, idempotency_key, request_hash)
      select ${drawId}, u.id, 5 * 1000, 'scale-' || g, 'x'
      from generate_series(0, 199999) g
      join users u on u.username = 'scale' || (1 + g % ${players})`);
    // Five lines per ticket: combinations spread over 000–999; every fifth line rambolito (×75 on six permutations
    // when its digits differ, else straight).
    await h.db.execute(sql`
      insert into ticket_lines (ticket_id, draw_id, user_id, line_no, combination, form, digits_key, permutations,
        stake_centavos, multiplier_hundredths, payout_if_hit_centavos)
      select t.id, t.draw_id, t.user_id, l, c.combination,
        case when l = 4 and c.distinct3 then 'rambolito' else 'straight' end,
        c.sorted, case when l = 4 and c.distinct3 then 6 else 1 end, 1000,
        case when l = 4 and c.distinct3 then 7500 else 45000 end,
        case when l = 4 and c.distinct3 then 7500 else 45000 end * 1000 / 100
      from tickets t
      cross join generate_series(0, 4) l
      cross join lateral (
        select lpad(((t.id * 7 + l * 131) % 1000)::text, 3, '0') as combination
      ) as k
      cross join lateral (
        select k.combination,
          (select string_agg(d, '' order by d) from regexp_split_to_table(k.combination, '') d) as sorted,
          (select count(distinct d) = 3 from regexp_split_to_table(k.combination, '') d) as distinct3
      ) as c
      where t.draw_id = ${drawId}`);
    const bank = await systemAccountId(h.db, "bank");
    const escrow = await systemAccountId(h.db, "escrow:pick3");
    await h.db.execute(sql`
      insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id)
      select ${bank}, ${escrow}, sum(total_stake_centavos), 'BET', 'test', 'scale' from tickets where draw_id = ${drawId}`);
    await h.db.execute(sql`analyze tickets; analyze ticket_lines`);
    const [count] = resultRows<{ n: string }>(
      await h.db.execute(sql`select count(*) as n from ticket_lines where draw_id = ${drawId}`),
    );
    expect(Number(count?.n)).toBe(1_000_000);
    await setDrawState(h, drawId, "CLOSED");

    const started = performance.now();
    const settlement = await settleDraw(h.db, drawId, h.staff, "123");
    const elapsedMs = performance.now() - started;
    console.info(`settled 1,000,000 lines in ${Math.round(elapsedMs)} ms`, settlement);
    expect(settlement.salesCentavos).toBe(200_000 * 5_000);
    expect(settlement.winningLines).toBeGreaterThan(0);
    expect(elapsedMs).toBeLessThan(10_000);
    await expectLedgerSound(h.db);
  });
});
