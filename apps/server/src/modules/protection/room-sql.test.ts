import {
  type ActiveLimits,
  checkLoad,
  checkStakes,
  DAY_MS,
  LIMIT_WINDOWS,
  loadRoom,
  type Movement,
  stakeRoom,
  WINDOW_MS,
  WINDOWED_KINDS,
  type WindowStanding,
} from "@sabong/shared/protection";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { makeUser } from "../../testing/ledger.ts";
import { setLimits } from "../../testing/protection-money.ts";
import { suiteFixture } from "../../testing/suite.ts";
import { standingAt } from "./refusals.ts";
import { type Room, roomsAt, stakesAllowed } from "./rooms.ts";
import { protectionMarks, protectionState } from "./table.ts";

/**
 * The statements decide on SQL (guard-sql.ts): totals minus the newest mark at or before each window's start. Here
 * that SQL and the pure `stakeRoom` / `loadRoom` are asked about the same generated histories (stakes, payouts,
 * refunds, payouts taken back by a revert, loads), many of them right on a window's edge, and must give the same room
 * to the centavo; the movements the refusals rebuild from the marks must give it too.
 */

const NOW_MS = Date.UTC(2026, 2, 10, 2, 0, 0);
/** A window's edge and the instants around it: a movement at the edge has left the window. */
const EDGES = LIMIT_WINDOWS.flatMap((w) => [WINDOW_MS[w] - 1, WINDOW_MS[w], WINDOW_MS[w] + 1]);
const age = fc.oneof(
  fc.constantFrom(0, ...EDGES),
  fc.integer({ min: 0, max: 35 * DAY_MS }),
  fc.integer({ min: 0, max: 2 * DAY_MS }),
);
type Step = { kind: "stake" | "payout" | "refund" | "takeback" | "load"; amount: number; ageMs: number };
const step = fc.record({
  kind: fc.constantFrom<Step["kind"]>("stake", "stake", "payout", "refund", "takeback", "load"),
  amount: fc.integer({ min: 1, max: 3_000 }),
  ageMs: age,
});
const amounts = fc.record(
  {
    day: fc.integer({ min: 0, max: 6_000 }),
    week: fc.integer({ min: 0, max: 12_000 }),
    month: fc.integer({ min: 0, max: 20_000 }),
  },
  { requiredKeys: [] },
);
const limitsArb: fc.Arbitrary<ActiveLimits> = fc.record(
  { loss: amounts, wager: amounts, load: amounts, largestStakeCentavos: fc.integer({ min: 1, max: 3_000 }) },
  { requiredKeys: [] },
);

/** The history as the pure rules take it: a revert taking a payout back is a payout below zero. */
function movementsOf(steps: readonly Step[]): Movement[] {
  return steps.map((s) => ({
    kind: s.kind === "takeback" ? "payout" : s.kind,
    amountCentavos: s.kind === "takeback" ? -s.amount : s.amount,
    atMs: NOW_MS - s.ageMs,
  }));
}

/** What the rules show: the least room, never below zero; null without a limit. */
const shown = (room: Room | undefined) => (!room || room.roomCentavos === null ? null : Math.max(0, room.roomCentavos));
const pure = (standing: WindowStanding | null) => standing?.roomCentavos ?? null;

describe.each(await testDatabaseKinds())("the limits in SQL agree with the shared rules on %s", (kind) => {
  const h = suiteFixture(async () => {
    const database = await openTestDatabase(kind);
    return { db: database.db, close: () => database.close() };
  });

  /** The history written as the money paths leave it: a mark after every movement, the row holding the totals. */
  async function writeHistory(userId: number, steps: readonly Step[]): Promise<void> {
    await h.db.delete(protectionMarks).where(eq(protectionMarks.userId, userId));
    const ordered = [...steps].sort((a, b) => b.ageMs - a.ageMs);
    const totals = { staked: 0, credited: 0, loaded: 0 };
    const marks = ordered.map((s) => {
      if (s.kind === "stake") totals.staked += s.amount;
      else if (s.kind === "load") totals.loaded += s.amount;
      else totals.credited += s.kind === "takeback" ? -s.amount : s.amount;
      return {
        userId,
        at: new Date(NOW_MS - s.ageMs),
        stakedTotalCentavos: totals.staked,
        creditedTotalCentavos: totals.credited,
        loadedTotalCentavos: totals.loaded,
      };
    });
    if (marks.length > 0) await h.db.insert(protectionMarks).values(marks);
    await h.db
      .update(protectionState)
      .set({
        stakedTotalCentavos: totals.staked,
        creditedTotalCentavos: totals.credited,
        loadedTotalCentavos: totals.loaded,
      })
      .where(eq(protectionState.userId, userId));
  }

  it("gives the room of stakeRoom and loadRoom to the centavo, and the refusals rebuild the same history", async () => {
    const user = await makeUser(h.db, { type: "player" });
    let limitedRuns = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 14 }), limitsArb, async (steps, limits) => {
        await writeHistory(user.id, steps);
        await setLimits(h.db, user.id, limits);
        const movements = movementsOf(steps);
        const has = (kinds: readonly ("loss" | "wager" | "load")[]) =>
          kinds.some((k) => Object.keys(limits[k] ?? {}).length > 0);
        if (has(WINDOWED_KINDS)) limitedRuns++;

        const stake = (await roomsAt(h.db, [user.id], "stake", NOW_MS)).get(user.id);
        const load = (await roomsAt(h.db, [user.id], "load", NOW_MS)).get(user.id);
        const expectedStake = pure(stakeRoom(limits, movements, NOW_MS));
        const expectedLoad = pure(loadRoom(limits, movements, NOW_MS));
        expect(shown(stake)).toBe(expectedStake);
        expect(shown(load)).toBe(expectedLoad);
        expect(stake?.largestStakeCentavos ?? undefined).toBe(limits.largestStakeCentavos);
        expect(stake?.restricted).toBe(false);

        // The statement's predicate and the explanation's rule agree on a stake of exactly the room, and one more.
        for (const s of expectedStake === null ? [1, 3_001] : [expectedStake, expectedStake + 1]) {
          if (s <= 0) continue;
          expect(stakesAllowed(stake, [s])).toBe(checkStakes(limits, movements, [s], NOW_MS).ok);
        }
        if (expectedLoad !== null && expectedLoad > 0) {
          expect(checkLoad(limits, movements, expectedLoad, NOW_MS).ok).toBe(true);
        }

        // The refusals read the marks back as movements: the same rooms.
        const standing = await standingAt(h.db, user.id, new Date(NOW_MS).toISOString());
        expect(standing.nowMs).toBe(NOW_MS);
        expect(pure(stakeRoom(standing.limits, standing.movements, NOW_MS))).toBe(expectedStake);
        expect(pure(loadRoom(standing.limits, standing.movements, NOW_MS))).toBe(expectedLoad);
      }),
      { numRuns: 80 },
    );
    expect(limitedRuns).toBeGreaterThan(40);
  });
});
