import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { bet, bettingSuite, createPlayers, mustBet, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { openTestDraw } from "../../testing/draws.ts";
import { expectLedgerSound, points } from "../../testing/ledger.ts";
import {
  placeTicketAs,
  protectionMarksOf,
  protectionTotals,
  setLimits,
  straight,
} from "../../testing/protection-money.ts";

/**
 * Limits enforced where the stakes move: one player's bets and tickets sent all at once, on several fights and draws
 * (so several statements and transactions race for the player's rows), never pass a loss or wager limit by a
 * centavo, fill it as far as the stakes allow, and each refusal says how much room is left.
 */

const BETS = 200;

describe.each(await testDatabaseKinds())("stakes near a limit on %s", (kind) => {
  const h = bettingSuite(kind);

  async function fights(n: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) ids.push((await openFight(h, "sabong", { minStakeCentavos: 100 })).fightId);
    return ids;
  }

  /** What the player really staked: their bets and tickets, as the bets and tickets tables hold them. */
  async function stakedBy(userId: number): Promise<number> {
    const [row] = resultRows<{ total: string | number }>(
      await h.db.execute(sql`
        select coalesce((select sum(stake_centavos) from bets where user_id = ${userId}), 0)
             + coalesce((select sum(total_stake_centavos) from tickets where user_id = ${userId}), 0) as total`),
    );
    return Number(row?.total);
  }

  async function expectTotalsMatch(userId: number, fundedCentavos: number): Promise<void> {
    const staked = await stakedBy(userId);
    expect((await protectionTotals(h.db, userId)).stakedCentavos).toBe(staked);
    expect(await points(h.db, userId)).toBe(fundedCentavos - staked);
    await expectLedgerSound(h.db);
  }

  it("200 concurrent bets near a daily loss limit: never a centavo past it, and it is filled", async () => {
    const [p] = await createPlayers(h, 1, { fundCentavos: pesos(10_000) });
    if (!p) throw new Error("player");
    await setLimits(h.db, p.id, { loss: { day: pesos(1_000) } });
    const ids = await fights(4);
    await mustBet(h, "sabong", p.headers, ids[0] as number, "MERON", pesos(600));

    const answers = await Promise.all(
      Array.from({ length: BETS }, (_, i) =>
        bet(h, "sabong", p.headers, ids[i % ids.length] as number, i % 2 ? "MERON" : "WALA", pesos(3)),
      ),
    );
    // ₱400.00 of room takes 133 stakes of ₱3.00; ₱1.00 is left, and every other bet is told so.
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(133);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(new Set(refused.map((a) => `${a.statusCode} ${a.json().error}`))).toEqual(
      new Set(["422 You can stake ₱1.00 more today: your daily loss limit"]),
    );
    expect(await stakedBy(p.id)).toBe(pesos(999));
    // One mark per stake, the last holding the totals.
    const marks = await protectionMarksOf(h.db, p.id);
    expect(marks).toHaveLength(134);
    expect(marks.at(-1)?.stakedTotalCentavos).toBe(pesos(999));
    await expectTotalsMatch(p.id, pesos(10_000));
  });

  it("200 concurrent bets of mixed stakes near a weekly wager limit: never past it, filled as far as they fit", async () => {
    const [p] = await createPlayers(h, 1, { fundCentavos: pesos(10_000) });
    if (!p) throw new Error("player");
    await setLimits(h.db, p.id, { wager: { week: pesos(500) } });
    const ids = await fights(4);
    await mustBet(h, "sabong", p.headers, ids[1] as number, "WALA", pesos(120.5));
    const room = pesos(379.5);

    const stakes = Array.from(
      { length: BETS },
      (_, i) => [pesos(1), pesos(2.5), pesos(4.75), pesos(7.2)][i % 4] as number,
    );
    const answers = await Promise.all(
      stakes.map((stake, i) => bet(h, "sabong", p.headers, ids[i % ids.length] as number, "MERON", stake)),
    );
    const accepted = stakes.filter((_, i) => answers[i]?.statusCode === 201);
    const refused = stakes.filter((_, i) => answers[i]?.statusCode !== 201);
    const takenCentavos = accepted.reduce((sum, s) => sum + s, 0);
    expect(takenCentavos).toBeLessThanOrEqual(room);
    expect(refused.length).toBeGreaterThan(0);
    // Room only shrinks while they run, so each refused stake was more than what is left now.
    expect(room - takenCentavos).toBeLessThan(Math.min(...refused));
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json().error).toMatch(
        /^(You can stake ₱\d+\.\d\d more this week: your weekly wager limit|You have reached your weekly wager limit\..*)$/,
      );
    }
    expect(await stakedBy(p.id)).toBe(pesos(120.5) + takenCentavos);
    await expectTotalsMatch(p.id, pesos(10_000));
  });

  it("200 concurrent ticket lines near a daily loss limit: whole tickets within it, never past it", async () => {
    const [p] = await createPlayers(h, 1, { fundCentavos: pesos(10_000) });
    if (!p) throw new Error("player");
    await setLimits(h.db, p.id, { loss: { day: pesos(250.5) } });
    const draws: { id: number }[] = [];
    for (let i = 0; i < 4; i++) draws.push(await openTestDraw(h.db, "pick3"));

    // 100 tickets of two lines (₱2.00 + ₱1.00): ₱250.50 takes 83 of them, ₱1.50 stays.
    const answers = await Promise.all(
      Array.from({ length: BETS / 2 }, (_, i) =>
        placeTicketAs(h, p.headers, draws[i % draws.length]?.id as number, [
          straight(i, pesos(2)),
          straight(i + 500, pesos(1)),
        ]),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(83);
    expect(
      new Set(answers.filter((a) => a.statusCode !== 201).map((a) => `${a.statusCode} ${a.json().error}`)),
    ).toEqual(new Set(["422 You can stake ₱1.50 more today: your daily loss limit"]));
    const [lines] = resultRows<{ n: string | number }>(
      await h.db.execute(sql`select count(*) as n from ticket_lines where user_id = ${p.id}`),
    );
    expect(Number(lines?.n)).toBe(166);
    expect(await stakedBy(p.id)).toBe(pesos(249));
    await expectTotalsMatch(p.id, pesos(10_000));
  });

  it("the largest single stake: a bet or any ticket line above it is refused whole, one at it is taken", async () => {
    const [p] = await createPlayers(h, 1, { fundCentavos: pesos(1_000) });
    if (!p) throw new Error("player");
    await setLimits(h.db, p.id, { largestStakeCentavos: pesos(50) });
    const [fightId] = await fights(1);
    const draw = await openTestDraw(h.db, "pick3");
    const message = "A single stake can be at most ₱50.00: your largest-stake limit";

    const over = await bet(h, "sabong", p.headers, fightId as number, "MERON", pesos(50) + 1);
    expect([over.statusCode, over.json().error]).toEqual([422, message]);
    await mustBet(h, "sabong", p.headers, fightId as number, "MERON", pesos(50));

    const mixed = await placeTicketAs(h, p.headers, draw.id, [straight(1, pesos(10)), straight(2, pesos(50) + 1)]);
    expect([mixed.statusCode, mixed.json().error]).toEqual([422, message]);
    // Lines at the limit are each within it, whatever the ticket's total.
    const atLimit = await placeTicketAs(h, p.headers, draw.id, [straight(3, pesos(50)), straight(4, pesos(50))]);
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    expect(await stakedBy(p.id)).toBe(pesos(150));
    await expectTotalsMatch(p.id, pesos(1_000));
  });

  it("players without limits are counted all the same", async () => {
    const [p] = await createPlayers(h, 1, { fundCentavos: pesos(1_000) });
    if (!p) throw new Error("player");
    const [fightId] = await fights(1);
    const draw = await openTestDraw(h.db, "pick3");
    await mustBet(h, "sabong", p.headers, fightId as number, "WALA", pesos(25));
    const placed = await placeTicketAs(h, p.headers, draw.id, [straight(7, pesos(5))]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await protectionTotals(h.db, p.id)).toEqual({
      stakedCentavos: pesos(30),
      creditedCentavos: 0,
      loadedCentavos: 0,
    });
    expect(await protectionMarksOf(h.db, p.id)).toHaveLength(2);
  });
});
