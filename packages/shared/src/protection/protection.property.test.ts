import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { activeLimits, type LimitBook, type LimitSetter, windowedKey } from "./limit-book.ts";
import { changeLimit } from "./limit-changes.ts";
import { type ActiveLimits, checkStakes, stakeRoom } from "./room.ts";
import { HOUR_MS, LIMIT_WINDOWS, type LimitWindow, type Movement, windowSums } from "./windows.ts";

const START_MS = Date.UTC(2025, 2, 1);
const amountArb = fc.oneof(fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 1, max: 500_000 }));
const windowAmountsArb = fc.record(
  { day: amountArb, week: amountArb, month: amountArb },
  { requiredKeys: [] },
) as fc.Arbitrary<Partial<Record<LimitWindow, number>>>;
const limitsArb: fc.Arbitrary<ActiveLimits> = fc.record({ loss: windowAmountsArb, wager: windowAmountsArb });

/** Things happening to one player over weeks: stakes tried, payouts and refunds credited, loads. */
const stepArb = fc.record({
  gapMs: fc.oneof(fc.integer({ min: 0, max: HOUR_MS }), fc.integer({ min: 0, max: 3 * 24 * HOUR_MS })),
  kind: fc.constantFrom("stake", "stake", "stake", "payout", "refund", "load"),
  amountCentavos: amountArb,
});

/** The steps as movements at their times, and the time of the last one. */
function timed(steps: readonly { gapMs: number; kind: string; amountCentavos: number }[]) {
  let lastMs = START_MS;
  const moves = steps.map((s) => {
    lastMs += s.gapMs;
    return { kind: s.kind, amountCentavos: s.amountCentavos, atMs: lastMs } as Movement;
  });
  return { moves, lastMs };
}

describe("room left: properties", () => {
  it("a sequence of accepted stakes never passes any limit at the moment it is placed", () => {
    fc.assert(
      fc.property(limitsArb, fc.array(stepArb, { maxLength: 60 }), (limits, steps) => {
        const moves: Movement[] = [];
        let nowMs = START_MS;
        for (const step of steps) {
          nowMs += step.gapMs;
          const move = { kind: step.kind, amountCentavos: step.amountCentavos, atMs: nowMs } as Movement;
          if (move.kind === "stake" && !checkStakes(limits, moves, [move.amountCentavos], nowMs).ok) continue;
          moves.push(move);
          if (move.kind !== "stake") continue;
          for (const window of LIMIT_WINDOWS) {
            const sums = windowSums(moves, window, nowMs);
            expect(sums.netLossCentavos).toBeLessThanOrEqual(limits.loss?.[window] ?? Number.POSITIVE_INFINITY);
            expect(sums.stakedCentavos).toBeLessThanOrEqual(limits.wager?.[window] ?? Number.POSITIVE_INFINITY);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it("the room is exact: a stake of the room passes, a centavo more is refused; room comes back when it says", () => {
    fc.assert(
      fc.property(
        limitsArb,
        fc.array(stepArb, { maxLength: 40 }),
        fc.nat(10 * 24 * HOUR_MS),
        (limits, steps, lateMs) => {
          const { moves, lastMs } = timed(steps);
          const checkAt = lastMs + lateMs;
          const room = stakeRoom(limits, moves, checkAt);
          if (!room) return;
          if (room.roomCentavos > 0) expect(checkStakes(limits, moves, [room.roomCentavos], checkAt).ok).toBe(true);
          const refusal = checkStakes(limits, moves, [room.roomCentavos + 1], checkAt);
          expect(refusal.ok).toBe(false);
          if (refusal.ok || refusal.againAtMs === undefined) return;
          expect(stakeRoom(limits, moves, refusal.againAtMs - 1)?.roomCentavos).toBe(0);
          expect(stakeRoom(limits, moves, refusal.againAtMs)?.roomCentavos).toBeGreaterThan(0);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("wager and load sums grow with the window, and equal a plain sum over (now − window, now]", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 50 }), fc.nat(40 * 24 * HOUR_MS), (steps, offsetMs) => {
        const { moves } = timed(steps);
        const nowMs = START_MS + offsetMs;
        const [day, week, month] = LIMIT_WINDOWS.map((w) => windowSums(moves, w, nowMs));
        for (const measure of ["stakedCentavos", "loadedCentavos"] as const) {
          expect(day?.[measure]).toBeLessThanOrEqual(week?.[measure] ?? 0);
          expect(week?.[measure]).toBeLessThanOrEqual(month?.[measure] ?? 0);
        }
        const plain = moves
          .filter((m) => m.kind === "stake" && m.atMs > nowMs - 24 * HOUR_MS && m.atMs <= nowMs)
          .reduce((sum, m) => sum + m.amountCentavos, 0);
        expect(day?.stakedCentavos).toBe(plain);
      }),
      { numRuns: 400 },
    );
  });
});

const setters: LimitSetter[] = [
  { userId: 7, role: "player" },
  { userId: 3, role: "upline" },
  { userId: 2, role: "upline" },
];
const changeArb = fc.record({
  gapMs: fc.integer({ min: 0, max: 30 * HOUR_MS }),
  window: fc.constantFrom(...LIMIT_WINDOWS),
  value: fc.option(amountArb, { nil: null }),
  by: fc.constantFrom(...setters),
});

describe("changing limits: properties", () => {
  it("whatever is asked, in force and once pending changes apply, daily ≤ weekly ≤ monthly", () => {
    fc.assert(
      fc.property(fc.array(changeArb, { maxLength: 40 }), (changes) => {
        let book: LimitBook = {};
        let nowMs = START_MS;
        const assertOrdered = (atMs: number) => {
          const loss = activeLimits(book, atMs).loss ?? {};
          const present = LIMIT_WINDOWS.map((w) => loss[w]).filter((v): v is number => v !== undefined);
          expect(present).toEqual([...present].sort((a, b) => a - b));
        };
        for (const change of changes) {
          nowMs += change.gapMs;
          const key = windowedKey("loss", change.window);
          const before = activeLimits(book, nowMs).loss?.[change.window];
          const result = changeLimit(book, { key, value: change.value, by: change.by, nowMs });
          if (!result.ok) continue;
          book = result.book;
          const after = activeLimits(book, nowMs).loss?.[change.window];
          if (before !== undefined) expect(after ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(before);
          for (const later of [nowMs, nowMs + 12 * HOUR_MS, nowMs + 24 * HOUR_MS, nowMs + 48 * HOUR_MS]) {
            assertOrdered(later);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
