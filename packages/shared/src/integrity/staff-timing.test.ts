import { describe, expect, it } from "vitest";
import { resultTimingSignal } from "./result-timing.ts";
import { staffCircleSignal } from "./staff-circle.ts";

describe("staff and their circle", () => {
  const circle = new Set([11, 12]);
  const ran = new Set(["fight:5", "draw:40"]);
  const bets = [
    { betId: 1, accountId: 11, contestId: "fight:5", stakeCentavos: 50_000 },
    { betId: 2, accountId: 12, contestId: "draw:40", stakeCentavos: 20_000 },
    { betId: 3, accountId: 11, contestId: "fight:6", stakeCentavos: 90_000 },
    { betId: 4, accountId: 99, contestId: "fight:5", stakeCentavos: 90_000 },
  ];

  it("fires on the circle's stakes on contests the staff member ran, and only those", () => {
    const signal = staffCircleSignal(7, circle, ran, bets, { minimumCentavos: 0 });
    expect(signal?.evidence).toEqual({ staffId: 7, betIds: [1, 2], accountIds: [11, 12], stakedCentavos: 70_000 });
  });

  it("does not fire at the minimum", () => {
    expect(staffCircleSignal(7, circle, ran, bets, { minimumCentavos: 70_000 })).toBeNull();
    expect(staffCircleSignal(7, circle, ran, bets, { minimumCentavos: 69_999 })).not.toBeNull();
  });

  it("does not fire when the circle bet elsewhere", () => {
    expect(staffCircleSignal(7, circle, new Set(["fight:9"]), bets, { minimumCentavos: 0 })).toBeNull();
  });
});

describe("result timing", () => {
  const known = 5_000;
  const bets = [
    { betId: 1, accountId: 1, stakeCentavos: 10_000, placedAtMs: 4_999, won: true },
    { betId: 2, accountId: 2, stakeCentavos: 20_000, placedAtMs: 5_000, won: true },
    { betId: 3, accountId: 3, stakeCentavos: 30_000, placedAtMs: 6_000, won: false },
  ];

  it("fires on winning stakes placed at or after the real-world result, not before it or losing ones", () => {
    const signal = resultTimingSignal(bets, known, { minimumCentavos: 0 });
    expect(signal?.evidence).toEqual({ resultKnownAtMs: known, betIds: [2], stakedCentavos: 20_000 });
  });

  it("does not fire at the minimum, nor when every winner bet in time", () => {
    expect(resultTimingSignal(bets, known, { minimumCentavos: 20_000 })).toBeNull();
    expect(resultTimingSignal(bets.slice(0, 1), known, { minimumCentavos: 0 })).toBeNull();
  });
});
