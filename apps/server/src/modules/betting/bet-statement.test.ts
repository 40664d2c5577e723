import {
  BET_REFUSAL_MESSAGES,
  checkBet,
  FIGHT_STATES,
  type FightState,
  type Game,
  MAX_STAKE_CENTAVOS,
  type Side,
} from "@sabong/shared/betting";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { DomainError } from "../../errors.ts";
import { bettingSuite, createPlayers, newKey } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { expectLedgerSound, points } from "../../testing/ledger.ts";
import { gameAccounts } from "./accounts.ts";
import { runBetStatement } from "./bet-statement.ts";
import { placeBet } from "./bets.ts";

/**
 * A bet is one SQL statement whose insert predicate is the shared `checkBet` written in SQL (bet-statement.ts). Here
 * both are asked about every case: each game, fight state, event status, draw setting, side, paused side and stake
 * at and around the limits, and a last call before and after its deadline. The server must take exactly the bets
 * `checkBet` allows and refuse the others with its message, and move exactly the stakes it took.
 */

const MIN = 2_000;
const MAX = 100_000;
const STAKES = [MIN - 1, MIN, MAX, MAX + 1];
const SIDES: Side[] = ["MERON", "WALA", "PULA", "PUTI", "DRAW"];
const PAUSED: Side[][] = [[], ["MERON", "PULA", "DRAW"]];
const EVENT_STATUSES = ["UPCOMING", "LIVE", "ENDED"] as const;

type Case = {
  game: Game;
  eventStatus: string;
  drawEnabled: boolean;
  state: FightState;
  paused: Side[];
  /** A LAST_CALL fight's deadline has passed (the other LAST_CALL fights' is an hour away). */
  lastCallOver: boolean;
  fightId: number;
};

describe.each(await testDatabaseKinds())("the bet statement agrees with checkBet on %s", (kind) => {
  const h = bettingSuite(kind);

  async function pointsAccountOf(userId: number): Promise<number> {
    const [row] = resultRows<{ id: number }>(
      await h.db.execute(sql`select id from ledger_accounts where owner_user_id = ${userId} and purpose = 'points'`),
    );
    return Number(row?.id);
  }

  async function openSabongFight(): Promise<number> {
    const [event] = resultRows<{ id: number }>(
      await h.db.execute(sql`
        insert into events (game, name, event_date, min_stake_centavos, max_stake_centavos, draw_enabled, status)
        values ('sabong', 'Batch', '2026-11-22', ${MIN}, ${MAX}, true, 'LIVE') returning id`),
    );
    const [fight] = resultRows<{ id: number }>(
      await h.db.execute(
        sql`insert into fights (event_id, number, state) values (${event?.id}, 1, 'OPEN') returning id`,
      ),
    );
    return Number(fight?.id);
  }

  /** Events and fights written directly: the point is every combination, not the operator's path to it. */
  async function createCases(): Promise<Case[]> {
    const cases: Case[] = [];
    for (const game of ["sabong", "apple"] as const) {
      for (const eventStatus of EVENT_STATUSES) {
        for (const drawEnabled of [true, false]) {
          const [event] = resultRows<{ id: number }>(
            await h.db.execute(sql`
              insert into events (game, name, event_date, min_stake_centavos, max_stake_centavos, draw_enabled, status)
              values (${game}, 'Predicate', '2026-11-22', ${MIN}, ${MAX}, ${drawEnabled}, ${eventStatus})
              returning id`),
          );
          let number = 0;
          for (const state of FIGHT_STATES) {
            for (const paused of PAUSED) {
              number++;
              const lastCallOver = state === "LAST_CALL" && paused.length === 0;
              const endsAt =
                state !== "LAST_CALL"
                  ? sql`null`
                  : lastCallOver
                    ? sql`clock_timestamp() - interval '1 hour'`
                    : sql`clock_timestamp() + interval '1 hour'`;
              const [fight] = resultRows<{ id: number }>(
                await h.db.execute(sql`
                  insert into fights (event_id, number, state, result, paused_sides, last_call_ends_at)
                  values (${event?.id}, ${number}, ${state}, ${state === "DECLARED" ? "CANCELLED" : null},
                          ${`{${paused.join(",")}}`}::text[], ${endsAt})
                  returning id`),
              );
              cases.push({ game, eventStatus, drawEnabled, state, paused, lastCallOver, fightId: Number(fight?.id) });
            }
          }
        }
      }
    }
    return cases;
  }

  it("takes exactly the bets the shared rules allow, refuses the rest with their message", async () => {
    const [player] = await createPlayers(h, 1, { fundCentavos: 1_000_000_000 });
    if (!player) throw new Error("player");
    const cases = await createCases();
    let taken = 0;
    let takenCentavos = 0;
    let refused = 0;
    for (const c of cases) {
      await Promise.all(
        SIDES.flatMap((side) =>
          [...STAKES, MAX_STAKE_CENTAVOS + 1].map(async (stake) => {
            const check = checkBet({
              game: c.game,
              state: c.state,
              side,
              stakeCentavos: stake,
              drawEnabled: c.drawEnabled,
              pausedSides: c.paused,
              minStakeCentavos: MIN,
              maxStakeCentavos: MAX,
              lastCallOver: c.lastCallOver,
            });
            const expected =
              c.eventStatus === "ENDED" && check.ok ? "BETTING_NOT_OPEN" : check.ok ? null : check.reason;
            const body = { fightId: c.fightId, side, stakeCentavos: stake, idempotencyKey: newKey() };
            const label = `${JSON.stringify(c)} ${side} ${stake}`;
            try {
              const placed = await placeBet(h.db, c.game, player.id, body);
              expect(expected, label).toBeNull();
              expect(placed.bet).toMatchObject({ fightId: c.fightId, side, stakeCentavos: stake, status: "PENDING" });
              taken++;
              takenCentavos += stake;
            } catch (error) {
              if (!(error instanceof DomainError)) throw error;
              expect(expected, `${label}: ${error.message}`).not.toBeNull();
              expect(error.message, label).toBe(BET_REFUSAL_MESSAGES[expected ?? "BETTING_NOT_OPEN"]);
              refused++;
            }
          }),
        ),
      );
    }
    // 2 games × 2 open event statuses × 2 draw settings × 2 accepting states × 2 pause sets; some of each taken.
    expect(taken).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(taken);
    expect(await points(h.db, player.id)).toBe(1_000_000_000 - takenCentavos);
    const [stored] = resultRows<{ n: string | number; total: string | number }>(
      await h.db.execute(
        sql`select count(*) as n, coalesce(sum(stake_centavos), 0) as total from bets where user_id = ${player.id}`,
      ),
    );
    expect([Number(stored?.n), Number(stored?.total)]).toEqual([taken, takenCentavos]);
    await expectLedgerSound(h.db);
  }, 180_000); // every case × side × stake on one statement path: long by design, more so on PGlite with others running

  it("a batch answers each bet on its own: a bet without funds or with a used key never refuses its neighbours", async () => {
    const players = await createPlayers(h, 4, { fundCentavos: 50_000 });
    const [a, b, c, d] = players;
    if (!a || !b || !c || !d) throw new Error("players");
    const accounts = await Promise.all(players.map((p) => pointsAccountOf(p.id)));
    const fight = await openSabongFight();
    const oddKey = `odd "key", {with} \\ quotes`;
    const earlier = await placeBet(h.db, "sabong", d.id, {
      fightId: fight,
      side: "WALA",
      stakeCentavos: MIN,
      idempotencyKey: "used-key-1",
    });
    const bets = [
      {
        userId: a.id,
        pointsAccountId: accounts[0] as number,
        body: { fightId: fight, side: "MERON" as const, stakeCentavos: 40_000, idempotencyKey: oddKey },
      },
      {
        userId: b.id,
        pointsAccountId: accounts[1] as number,
        body: { fightId: fight, side: "MERON" as const, stakeCentavos: 60_000, idempotencyKey: newKey() },
      },
      {
        userId: c.id,
        pointsAccountId: accounts[2] as number,
        body: { fightId: fight, side: "DRAW" as const, stakeCentavos: MIN, idempotencyKey: newKey() },
      },
      {
        userId: d.id,
        pointsAccountId: accounts[3] as number,
        body: { fightId: fight, side: "WALA" as const, stakeCentavos: MIN, idempotencyKey: "used-key-1" },
      },
    ];
    const escrow = (await gameAccounts(h.db, "sabong")).escrow;
    const outcomes = await runBetStatement(h.db, {
      game: "sabong",
      fightId: fight,
      escrowAccountId: escrow,
      bets: bets.map((bet) => ({ ...bet, playTimeChecked: false })),
    });
    const placed = outcomes.map((o) => (o.found ? o.placed : "not found"));
    expect(placed[0]).toMatchObject({ balanceCentavos: 10_000 });
    expect(placed[1]).toBeNull(); // 600 pesos on a 500-peso balance
    expect(placed[2]).toMatchObject({ balanceCentavos: 50_000 - MIN });
    expect(placed[3]).toBeNull(); // the key already placed a bet: nothing new
    expect(outcomes[1]).toMatchObject({ lockedBalanceCentavos: 50_000 });
    expect(await Promise.all(players.map((p) => points(h.db, p.id)))).toEqual([
      10_000,
      50_000,
      50_000 - MIN,
      50_000 - MIN,
    ]);
    const [stored] = resultRows<{ key: string }>(
      await h.db.execute(sql`select idempotency_key as key from bets where user_id = ${a.id}`),
    );
    expect(stored?.key).toBe(oddKey);
    // Through placeBet, the refusals say why, and the used key answers its bet.
    await expect(placeBet(h.db, "sabong", b.id, bets[1]?.body as never)).rejects.toMatchObject({
      code: "INSUFFICIENT_FUNDS",
      message: "Insufficient balance",
    });
    expect(await placeBet(h.db, "sabong", d.id, bets[3]?.body as never)).toMatchObject({
      replayed: true,
      bet: { id: earlier.bet.id },
    });
    await expectLedgerSound(h.db);
  });

  it("takes no bet of a player with a daily play-time limit until the bet says the play time was checked", async () => {
    const players = await createPlayers(h, 2, { fundCentavos: 50_000 });
    const [limited, free] = players;
    if (!limited || !free) throw new Error("players");
    await h.db.execute(sql`update protection_state set play_minutes = 60 where user_id = ${limited.id}`);
    const accounts = await Promise.all(players.map((p) => pointsAccountOf(p.id)));
    const fight = await openSabongFight();
    const escrow = (await gameAccounts(h.db, "sabong")).escrow;
    const betOf = (i: number, playTimeChecked: boolean) => ({
      userId: (players[i] as { id: number }).id,
      pointsAccountId: accounts[i] as number,
      body: { fightId: fight, side: "MERON" as const, stakeCentavos: MIN, idempotencyKey: `play-${i}` },
      playTimeChecked,
    });
    const run = (bets: ReturnType<typeof betOf>[]) =>
      runBetStatement(h.db, { game: "sabong", fightId: fight, escrowAccountId: escrow, bets });

    const unchecked = await run([betOf(0, false), betOf(1, false)]);
    expect(unchecked.map((o) => o.found && [o.placed !== null, o.playTimeUnchecked])).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(await points(h.db, limited.id)).toBe(50_000);
    const checked = await run([betOf(0, true)]);
    expect(checked.map((o) => o.found && [o.placed !== null, o.playTimeUnchecked])).toEqual([[true, false]]);
    expect(await points(h.db, limited.id)).toBe(50_000 - MIN);
    // Through placeBet the check runs and the bet goes again: one bet, its answer the placed one.
    const again = await placeBet(h.db, "sabong", limited.id, { ...betOf(0, false).body, idempotencyKey: newKey() });
    expect(again).toMatchObject({ replayed: false, balanceCentavos: 50_000 - 2 * MIN });
    await expectLedgerSound(h.db);
  });

  it("bets that arrive together share one statement and one commit, each with its own answer", async () => {
    const players = await createPlayers(h, 60, { fundCentavos: 100_000 });
    const fight = await openSabongFight();
    const answers = await Promise.all(
      players.map((p, i) =>
        placeBet(h.db, "sabong", p.id, {
          fightId: fight,
          side: i % 2 ? "MERON" : "WALA",
          stakeCentavos: MIN + i,
          idempotencyKey: newKey(),
        }),
      ),
    );
    expect(answers.map((a) => a.balanceCentavos)).toEqual(players.map((_, i) => 100_000 - MIN - i));
    const [row] = resultRows<{ bets: string | number; commits: string | number }>(
      await h.db.execute(
        sql`select count(*) as bets, count(distinct xmin::text) as commits from bets where fight_id = ${fight}`,
      ),
    );
    expect(Number(row?.bets)).toBe(60);
    expect(Number(row?.commits)).toBeLessThan(60);
    await expectLedgerSound(h.db);
  });

  it("answers an unknown fight, or another game's fight, as not found", async () => {
    const [player] = await createPlayers(h, 1, { fundCentavos: 100_000 });
    if (!player) throw new Error("player");
    const [apple] = resultRows<{ id: number }>(
      await h.db.execute(sql`
        select f.id from fights f join events e on e.id = f.event_id
        where e.game = 'apple' and f.state = 'OPEN' limit 1`),
    );
    for (const fightId of [999_999, Number(apple?.id)]) {
      const body = { fightId, side: "MERON" as const, stakeCentavos: MIN, idempotencyKey: newKey() };
      await expect(placeBet(h.db, "sabong", player.id, body)).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: "Fight not found",
      });
    }
    expect(await points(h.db, player.id)).toBe(100_000);
  });
});
