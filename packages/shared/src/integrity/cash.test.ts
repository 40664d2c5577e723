import { describe, expect, it } from "vitest";
import { cashCyclingSignal, type Movement, structuringSignal } from "./cash.ts";
import { largeDailyTotalSignals, largeTransactionSignals } from "./large.ts";
import { otherAgentSignal } from "./other-agent.ts";
import { DEFAULT_INTEGRITY_THRESHOLDS } from "./thresholds.ts";

const HOUR_MS = 3_600_000;
let nextId = 1;
const move = (kind: Movement["kind"], pesos: number, hour: number, agentId: number | null = null): Movement => ({
  transferId: nextId++,
  kind,
  amountCentavos: pesos * 100,
  atMs: Date.UTC(2026, 10, 27, 0) + hour * HOUR_MS,
  agentId,
});

describe("cash cycling", () => {
  const rule = { windowMs: 48 * HOUR_MS, stakedBasisPoints: 3_000, minimumCentavos: 100_000 };

  it("fires on a load by one agent, little staked, and a withdrawal through another", () => {
    // Loaded 10,000 by agent 5; staked 2,999 (29.99 %); 7,000 withdrawn through agent 6.
    const moves = [move("load", 10_000, 0, 5), move("stake", 2_999, 1), move("withdrawal", 7_000, 2, 6)];
    const signal = cashCyclingSignal(moves, rule);
    expect(signal?.evidence).toMatchObject({
      withdrawnThroughAgentId: 6,
      loadedCentavos: 1_000_000,
      stakedCentavos: 299_900,
      stakedBasisPoints: 2_999,
    });
  });

  it("does not fire at the staked share itself (30 %)", () => {
    const moves = [move("load", 10_000, 0, 5), move("stake", 3_000, 1), move("withdrawal", 7_000, 2, 6)];
    expect(cashCyclingSignal(moves, rule)).toBeNull();
  });

  it("does not fire when the same agent loads and pays out, or the load is older than the window", () => {
    expect(cashCyclingSignal([move("load", 10_000, 0, 5), move("withdrawal", 9_000, 2, 5)], rule)).toBeNull();
    expect(cashCyclingSignal([move("load", 10_000, 0, 5), move("withdrawal", 9_000, 49, 6)], rule)).toBeNull();
  });

  it("does not fire on a withdrawal at the minimum", () => {
    expect(cashCyclingSignal([move("load", 10_000, 0, 5), move("withdrawal", 1_000, 1, 6)], rule)).toBeNull();
  });
});

describe("structuring", () => {
  // Reporting ₱500,000, band 10 %: loads from ₱450,000 to ₱499,999.99 count; more than 3 in a day fires.
  const rule = DEFAULT_INTEGRITY_THRESHOLDS.structuring;

  it("fires on more loads just under the threshold in a day than the count", () => {
    const moves = [0, 3, 6, 9].map((hour) => move("load", 480_000, hour, 5));
    const signal = structuringSignal(moves, rule);
    expect(signal?.evidence.loadIds).toHaveLength(4);
    expect(signal?.evidence.loadedCentavos).toBe(4 * 48_000_000);
  });

  it("does not fire at the count, outside the band, or spread beyond the window", () => {
    expect(
      structuringSignal(
        [0, 3, 6].map((hour) => move("load", 480_000, hour, 5)),
        rule,
      ),
    ).toBeNull();
    expect(
      structuringSignal(
        [0, 3, 6, 9].map((hour) => move("load", 449_999, hour, 5)),
        rule,
      ),
    ).toBeNull();
    expect(
      structuringSignal(
        [0, 3, 6, 9].map((hour) => move("load", 500_000, hour, 5)),
        rule,
      ),
    ).toBeNull();
    expect(
      structuringSignal(
        [0, 10, 20, 30].map((hour) => move("load", 480_000, hour, 5)),
        rule,
      ),
    ).toBeNull();
  });
});

describe("large transactions", () => {
  const rule = DEFAULT_INTEGRITY_THRESHOLDS.largeTransaction;
  const big = (kind: "load" | "withdrawal" | "payout", pesos: number, hour: number) => ({
    ...move("load", pesos, hour, 5),
    kind,
  });

  it("reports every single movement above ₱500,000 and none at it", () => {
    const signals = largeTransactionSignals([big("payout", 500_000.01, 0), big("load", 500_000, 1)], rule);
    expect(signals.map((signal) => signal.evidence.amountCentavos)).toEqual([50_000_001]);
    expect(signals[0]?.evidence.movement).toBe("payout");
  });

  it("adds a player's movements per Manila day: 16:00 UTC starts the next day", () => {
    // Hours from 00:00 UTC 27 Nov (08:00 Manila): 15 h is still 27 Nov in Manila, 16 h is 28 Nov.
    const moves = [big("load", 300_000, 0), big("withdrawal", 200_000.01, 15), big("load", 400_000, 16)];
    const signals = largeDailyTotalSignals(moves, rule);
    expect(signals.map((signal) => [signal.evidence.day, signal.evidence.totalCentavos])).toEqual([
      ["2026-11-27", 50_000_001],
    ]);
    expect(largeDailyTotalSignals(moves.slice(0, 1).concat(moves.slice(2)), rule)).toEqual([]);
  });
});

describe("winnings through another agent", () => {
  const rule = { withdrawnCentavos: 0, loadingAgents: 3 };

  it("fires on a withdrawal through an agent other than the player's upline", () => {
    const signal = otherAgentSignal(5, [move("load", 1_000, 0, 5), move("withdrawal", 900, 1, 8)], rule);
    expect(signal?.evidence).toMatchObject({ uplineId: 5, withdrawnCentavos: 90_000, loadingAgentIds: [5] });
  });

  it("does not fire when the upline pays out, nor at the amount threshold", () => {
    expect(otherAgentSignal(5, [move("withdrawal", 900, 1, 5)], rule)).toBeNull();
    expect(otherAgentSignal(5, [move("withdrawal", 900, 1, 8)], { ...rule, withdrawnCentavos: 90_000 })).toBeNull();
  });

  it("fires on loads from more agents than the threshold, not at it", () => {
    const three = [5, 6, 7].map((agent, hour) => move("load", 100, hour, agent));
    expect(otherAgentSignal(5, three, rule)).toBeNull();
    expect(otherAgentSignal(5, [...three, move("load", 100, 4, 9)], rule)?.evidence.loadingAgentIds).toEqual([
      5, 6, 7, 9,
    ]);
  });
});
