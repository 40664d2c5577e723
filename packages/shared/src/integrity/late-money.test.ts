import { describe, expect, it } from "vitest";
import { type ContestStake, lateMoneySignal } from "./late-money.ts";
import { DEFAULT_INTEGRITY_THRESHOLDS } from "./thresholds.ts";

const CLOSE_MS = 1_000_000;
const rule = { windowMs: 30_000, swingBasisPoints: 3_000, minimumCentavos: 100_000 };
let nextId = 1;
const stake = (side: string, pesos: number, secondsBeforeClose: number, accountId = 1): ContestStake => ({
  betId: nextId++,
  accountId,
  side,
  stakeCentavos: pesos * 100,
  placedAtMs: CLOSE_MS - secondsBeforeClose * 1000,
});

/** Early: MERON 50 % of 20,000. Late: MERON `lateMeron` pesos beside WALA `lateWala` pesos. */
const fight = (lateMeron: number, lateWala: number) => [
  stake("MERON", 10_000, 300),
  stake("WALA", 10_000, 300),
  stake("MERON", lateMeron, 10, 7),
  stake("WALA", lateWala, 5, 8),
];

describe("late money", () => {
  it("fires when a side's late share beats its usual share by more than the swing", () => {
    // Late: MERON 8,100 of 10,000 = 81 %; usual 50 %; swing 31 points > 30.
    const signal = lateMoneySignal(fight(8_100, 1_900), CLOSE_MS, rule);
    expect(signal?.kind).toBe("late-money");
    expect(signal?.evidence).toMatchObject({
      side: "MERON",
      lateSideCentavos: 810_000,
      lateShareBasisPoints: 8_100,
      usualShareBasisPoints: 5_000,
    });
    expect(signal?.evidence.lateBetIds).toHaveLength(1);
    expect(signal?.score).toBeGreaterThanOrEqual(50);
  });

  it("does not fire at the swing itself (80 % against 50 %: exactly 30 points)", () => {
    expect(lateMoneySignal(fight(8_000, 2_000), CLOSE_MS, rule)).toBeNull();
  });

  it("does not fire at the minimum: the late side's stakes must pass it", () => {
    const small = [stake("MERON", 10_000, 300), stake("WALA", 10_000, 300), stake("MERON", 1_000, 10)];
    expect(lateMoneySignal(small, CLOSE_MS, { ...rule, minimumCentavos: 100_000 })).toBeNull();
    expect(lateMoneySignal(small, CLOSE_MS, { ...rule, minimumCentavos: 99_999 })?.evidence.side).toBe("MERON");
  });

  it("counts a stake exactly at the window's start as late, and none after the close", () => {
    const atStart = [stake("MERON", 10_000, 300), stake("WALA", 10_000, 300), stake("WALA", 5_000, 30)];
    expect(lateMoneySignal(atStart, CLOSE_MS, rule)?.evidence.side).toBe("WALA");
    const afterClose = [stake("MERON", 10_000, 300), stake("WALA", 10_000, 300), stake("WALA", 5_000, -1)];
    expect(lateMoneySignal(afterClose, CLOSE_MS, rule)).toBeNull();
  });

  it("has nothing to compare when nothing was staked before the window, or nothing in it", () => {
    expect(lateMoneySignal([stake("MERON", 50_000, 5)], CLOSE_MS, rule)).toBeNull();
    expect(lateMoneySignal([stake("MERON", 50_000, 500)], CLOSE_MS, rule)).toBeNull();
  });

  it("names the side that swung, not the one that lost share, under the default thresholds", () => {
    const signal = lateMoneySignal(fight(90_000, 1_000), CLOSE_MS, DEFAULT_INTEGRITY_THRESHOLDS.lateMoney);
    expect(signal?.evidence.side).toBe("MERON");
  });
});
