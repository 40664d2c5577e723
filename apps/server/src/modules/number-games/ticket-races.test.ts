import type { TicketLineInput } from "@sabong/shared/number-games";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { isPostgresReachable, openTestDatabase } from "../../testing/databases.ts";
import { closeTestDraw, drawHoldings, liabilityOf, openTestDraw } from "../../testing/draws.ts";
import { expectLedgerSound, fund, makeUser } from "../../testing/ledger.ts";
import { suiteFixture } from "../../testing/suite.ts";
import { placeTicket, TicketRefusedError } from "./tickets.ts";

/** Races that need real concurrency: the PostgreSQL service only (PGlite runs one statement at a time). */

let serial = 0;
const key = () => `race-${Date.now()}-${++serial}`;
const straight = (combination: string, stakeCentavos: number): TicketLineInput => ({
  combination,
  form: "straight",
  stakeCentavos,
});

async function players(db: Db, n: number, pesos: number) {
  const users = [];
  for (let i = 0; i < n; i++) users.push(await makeUser(db, { type: "player" }));
  await Promise.all(users.map((u) => fund(db, u.id, pesos * 100)));
  return users;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(await isPostgresReachable())("ticket races on postgres", () => {
  const h = suiteFixture(async () => {
    const database = await openTestDatabase("postgres", 24);
    return { db: database.db, close: () => database.close() };
  });

  /** Each player keeps placing one-line tickets until the draw refuses them as closed; answers [accepted, closed]. */
  async function playUntilClosed(db: Db, drawId: number, userIds: number[]): Promise<[number, number]> {
    let accepted = 0;
    let closed = 0;
    await Promise.all(
      userIds.map(async (userId, i) => {
        for (let round = 0; round < 500; round++) {
          const combination = (n: number) => String(n % 1000).padStart(3, "0");
          try {
            await placeTicket(db, { userId }, "pick3", {
              drawId,
              idempotencyKey: key(),
              lines: [straight(combination(i * 7 + round), 100), straight(combination(i * 13 + round + 500), 100)],
            });
            accepted++;
          } catch (error) {
            if (error instanceof TicketRefusedError && error.refusal.error === "Betting is closed for this draw") {
              closed++;
              return;
            }
            throw error;
          }
        }
      }),
    );
    return [accepted, closed];
  }

  it("lands no ticket after the cut-off while many race it", async () => {
    const users = await players(h.db, 120, 10_000);
    const draw = await openTestDraw(h.db, "pick3", { cutoffInMs: 700 });
    const [accepted, closed] = await playUntilClosed(
      h.db,
      draw.id,
      users.map((u) => u.id),
    );
    expect(accepted).toBeGreaterThan(0);
    expect(closed).toBe(users.length);
    const holdings = await drawHoldings(h.db, draw.id);
    expect(holdings.ticketsAfterCutoff).toBe(0);
    expect(holdings.tickets).toBe(accepted);
    expect(holdings.lines).toBe(accepted * 2);
    expect(holdings.liabilityMismatches).toEqual([]);
    await expectLedgerSound(h.db);
  });

  it("lands no ticket after an early close while many race it", async () => {
    const users = await players(h.db, 120, 10_000);
    const draw = await openTestDraw(h.db, "pick3");
    const playing = playUntilClosed(
      h.db,
      draw.id,
      users.map((u) => u.id),
    );
    await sleep(400);
    await closeTestDraw(h.db, draw.id);
    const [accepted, closed] = await playing;
    expect(accepted).toBeGreaterThan(0);
    expect(closed).toBe(users.length);
    const holdings = await drawHoldings(h.db, draw.id);
    expect(holdings.ticketsAfterCutoff).toBe(0);
    expect(holdings.tickets).toBe(accepted);
    expect(holdings.liabilityMismatches).toEqual([]);
    await expectLedgerSound(h.db);
  });

  it("never passes a cap by a centavo under 1,000 concurrent lines on one combination", async () => {
    const users = await players(h.db, 200, 100_000);
    const draw = await openTestDraw(h.db, "pick3");
    // Stakes ₱1.00–₱20.99: about twice what the ₱45,000 cap on 123 takes at ×450, so the cap is reached mid-race.
    const stakes = Array.from({ length: 1_000 }, (_, i) => 100 + ((i * 7919) % 2_000));
    const started = performance.now();
    const results = await Promise.allSettled(
      stakes.map((stake, i) =>
        placeTicket(h.db, { userId: (users[i % users.length] as { id: number }).id }, "pick3", {
          drawId: draw.id,
          idempotencyKey: key(),
          lines: [straight("123", stake)],
        }),
      ),
    );
    const elapsedMs = performance.now() - started;
    let acceptedLiability = 0;
    for (const r of results) {
      if (r.status === "fulfilled") acceptedLiability += r.value.ticket.lines[0]?.payoutIfHitCentavos ?? 0;
      else {
        expect(r.reason).toBeInstanceOf(TicketRefusedError);
        expect((r.reason as TicketRefusedError).refusal.error).toMatch(/^(only ₱[\d,.]+ left on 123|123 is sold out)$/);
      }
    }
    const liability = await liabilityOf(h.db, draw.id, "123");
    expect(liability).toBe(acceptedLiability);
    expect(liability).toBeLessThanOrEqual(4_500_000);
    // Nearly full: what is left is less than the largest stake refused.
    expect(liability).toBeGreaterThan(4_500_000 - 2_100 * 450);
    expect((await drawHoldings(h.db, draw.id)).liabilityMismatches).toEqual([]);
    await expectLedgerSound(h.db);
    console.info(`1,000 lines on one combination in ${Math.round(elapsedMs)} ms`);
  });
});
