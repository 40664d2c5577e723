import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { act, bet, bettingSuite, createPlayers, mustAct, newKey, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { expectLedgerSound, points, systemBalanceOf } from "../../testing/ledger.ts";

describe.each(await testDatabaseKinds())("concurrent bets on %s", (kind) => {
  const h = bettingSuite(kind);

  const one = async <T>(query: ReturnType<typeof sql>) => resultRows<T>(await h.db.execute(query))[0] as T;

  it("bets racing the close land before it or are refused, never after", async () => {
    const players = await createPlayers(h, 12, { fundCentavos: pesos(100_000) });
    const escrowBefore = await systemBalanceOf(h.db, "escrow:sabong");
    const { fightId } = await openFight(h, "sabong");
    let accepted = 0;
    let closeFired: Promise<unknown> | null = null;
    const refusals: string[] = [];
    // Every player bets again and again until refused; the close is fired while they are all mid-stream.
    const loops = players.map(async (p, i) => {
      for (let n = 0; n < 200; n++) {
        const response = await bet(h, "sabong", p.headers, fightId, i % 2 ? "MERON" : "WALA", pesos(10 + n));
        if (response.statusCode === 201) {
          accepted++;
          if (accepted === 60) closeFired = act(h, "sabong", fightId, "close");
          continue;
        }
        refusals.push(`${response.statusCode} ${response.json().error}`);
        return;
      }
    });
    await Promise.all(loops);
    const closed = await closeFired;
    expect((closed as { statusCode: number } | null)?.statusCode).toBe(200);
    // Each player stopped on the close, and on nothing else.
    expect(refusals).toEqual(players.map(() => "422 Betting is closed."));

    const fight = await one<{ closed_at: Date | string; state: string }>(
      sql`select closed_at, state from fights where id = ${fightId}`,
    );
    expect(fight.state).toBe("CLOSED");
    const late = await one<{ n: string }>(
      sql`select count(*) as n from bets where fight_id = ${fightId} and created_at >= ${new Date(fight.closed_at).toISOString()}::timestamptz`,
    );
    expect(Number(late.n)).toBe(0);
    const rows = await one<{ n: string; total: string }>(
      sql`select count(*) as n, coalesce(sum(stake_centavos), 0) as total from bets where fight_id = ${fightId}`,
    );
    expect(Number(rows.n)).toBe(accepted);
    // Totals match escrow: every accepted bet has exactly its BET transfer, nothing else moved.
    const moved = await one<{ total: string; n: string }>(sql`
      select coalesce(sum(t.amount_centavos), 0) as total, count(*) as n from ledger_transfers t
      where t.code = 'BET' and t.ref_type = 'bet' and t.ref_id in (select id::text from bets where fight_id = ${fightId})`);
    expect(Number(moved.n)).toBe(accepted);
    expect(Number(moved.total)).toBe(Number(rows.total));
    expect((await systemBalanceOf(h.db, "escrow:sabong")) - escrowBefore).toBe(Number(rows.total));
    await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    await expectLedgerSound(h.db);
  });

  it("1,000 concurrent bets on one fight: none lost, none doubled, repeated keys make one bet", async () => {
    const players = await createPlayers(h, 20, { fundCentavos: pesos(10_000) });
    const { fightId } = await openFight(h, "sabong");
    const perPlayer = 50;
    const requests: { player: number; key: string; side: string; amount: number }[] = [];
    players.forEach((_, p) => {
      for (let n = 0; n < perPlayer; n++) {
        requests.push({
          player: p,
          key: newKey(),
          side: ["MERON", "WALA", "DRAW"][n % 3] as string,
          amount: pesos(10) + n,
        });
      }
    });
    // 100 of them are sent twice at the same time (a client retrying): still one bet each.
    const repeats = requests.filter((_, i) => i % 10 === 0);
    const started = Date.now();
    const responses = await Promise.all(
      [...requests, ...repeats].map((r) =>
        bet(h, "sabong", players[r.player]?.headers as { authorization: string }, fightId, r.side, r.amount, r.key),
      ),
    );
    const elapsedMs = Date.now() - started;
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 201)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1000);
    const ids = new Set(responses.map((r) => r.json().bet.id));
    expect(ids.size).toBe(1000);
    const count = await one<{ n: string; total: string }>(
      sql`select count(*) as n, sum(stake_centavos) as total from bets where fight_id = ${fightId}`,
    );
    expect(Number(count.n)).toBe(1000);
    const expectedTotal = requests.reduce((sum, r) => sum + r.amount, 0);
    expect(Number(count.total)).toBe(expectedTotal);
    for (const [p, player] of players.entries()) {
      const staked = requests.filter((r) => r.player === p).reduce((sum, r) => sum + r.amount, 0);
      expect(await points(h.db, player.id)).toBe(pesos(10_000) - staked);
    }
    const screen = await h.t.app.inject({
      method: "GET",
      url: `${h.ops("sabong")}/events/${responses[0]?.json().bet.eventId}`,
      headers: h.operator,
    });
    expect(screen.json().fight.betCount).toBe(1000);
    expect(screen.json().fight.totalCentavos).toBe(expectedTotal);

    await mustAct(h, "sabong", fightId, "close");
    const settleStarted = Date.now();
    const declared = await mustAct(h, "sabong", fightId, "declare", { result: "WALA" });
    const settleMs = Date.now() - settleStarted;
    expect(declared.settlement.wonBets + declared.settlement.lostBets + declared.settlement.refundedBets).toBe(1000);
    const settled = await one<{ n: string }>(
      sql`select count(*) as n from bets where fight_id = ${fightId} and status <> 'PENDING'`,
    );
    expect(Number(settled.n)).toBe(1000);
    console.info(`${kind}: 1,100 bet requests in ${elapsedMs} ms; settlement of 1,000 bets in ${settleMs} ms`);
    await expectLedgerSound(h.db);
  });
});
