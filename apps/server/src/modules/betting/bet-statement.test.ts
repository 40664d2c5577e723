import {
  BET_REFUSAL_MESSAGES,
  checkBet,
  FIGHT_STATES,
  type FightState,
  type Game,
  MAX_STAKE_CENTAVOS,
  type Side,
} from "@sabong/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../../errors.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { resultRows } from "../ledger/service.ts";
import { placeBet } from "./bets.ts";
import { type BettingHarness, createPlayers, expectLedgerSound, newKey, points, startBetting } from "./test-support.ts";

/**
 * A bet is one SQL statement whose insert predicate is the shared `checkBet` written in SQL (bet-statement.ts). Here
 * both are asked about every case: each game, fight state, event status, draw setting, side, paused side and stake
 * at and around the limits. The server must take exactly the bets `checkBet` allows and refuse the others with its
 * message, and move exactly the stakes it took.
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
  fightId: number;
};

describe.each(await testDatabaseKinds())("the bet statement agrees with checkBet on %s", (kind) => {
  let h: BettingHarness;
  beforeAll(async () => {
    h = await startBetting(kind);
  });
  afterAll(async () => {
    await h?.close();
  });

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
              const [fight] = resultRows<{ id: number }>(
                await h.db.execute(sql`
                  insert into fights (event_id, number, state, result, paused_sides)
                  values (${event?.id}, ${number}, ${state}, ${state === "DECLARED" ? "CANCELLED" : null},
                          ${`{${paused.join(",")}}`}::text[])
                  returning id`),
              );
              cases.push({ game, eventStatus, drawEnabled, state, paused, fightId: Number(fight?.id) });
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
            });
            const expected =
              c.eventStatus === "ENDED" && check.ok ? "BETTING_NOT_OPEN" : check.ok ? null : check.reason;
            const body = { fightId: c.fightId, side, amountCentavos: stake, idempotencyKey: newKey() };
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
      const body = { fightId, side: "MERON" as const, amountCentavos: MIN, idempotencyKey: newKey() };
      await expect(placeBet(h.db, "sabong", player.id, body)).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: "Fight not found",
      });
    }
    expect(await points(h.db, player.id)).toBe(100_000);
  });
});
