import { describe, expect, it } from "vitest";
import { concentrationSignal } from "./concentration.ts";
import type { ContestStake } from "./late-money.ts";

const rule = { shareBasisPoints: 6_000, minimumCentavos: 100_000 };
const stake = (betId: number, accountId: number, side: string, pesos: number): ContestStake => ({
  betId,
  accountId,
  side,
  stakeCentavos: pesos * 100,
  placedAtMs: 0,
});

describe("one-sided concentration", () => {
  const links = new Map<number, string[]>([
    [1, ["device:a", "upline:9"]],
    [2, ["device:a"]],
    [3, ["upline:9"]],
    [4, ["device:z"]],
  ]);

  it("fires when accounts sharing a link give more than the share of a side", () => {
    // WALA 10,000: accounts 1 and 2 (device a) give 6,100 = 61 %.
    const stakes = [stake(1, 1, "WALA", 3_100), stake(2, 2, "WALA", 3_000), stake(3, 4, "WALA", 3_900)];
    const signal = concentrationSignal(stakes, links, rule);
    expect(signal?.evidence).toEqual({
      side: "WALA",
      link: "device:a",
      accountIds: [1, 2],
      groupCentavos: 610_000,
      shareBasisPoints: 6_100,
    });
  });

  it("does not fire at the share itself (exactly 60 %)", () => {
    const stakes = [stake(1, 1, "WALA", 3_000), stake(2, 2, "WALA", 3_000), stake(3, 4, "WALA", 4_000)];
    expect(concentrationSignal(stakes, links, rule)).toBeNull();
  });

  it("needs two accounts: one big bettor is not a ring", () => {
    const stakes = [stake(1, 1, "MERON", 90_000), stake(2, 4, "MERON", 1_000)];
    expect(concentrationSignal(stakes, links, rule)).toBeNull();
  });

  it("does not fire at the minimum, however concentrated", () => {
    const stakes = [stake(1, 1, "MERON", 500), stake(2, 2, "MERON", 500)];
    expect(concentrationSignal(stakes, links, rule)).toBeNull();
    expect(concentrationSignal(stakes, links, { ...rule, minimumCentavos: 99_999 })?.evidence.link).toBe("device:a");
  });

  it("looks at each side apart: a group split across sides is judged per side", () => {
    const stakes = [stake(1, 1, "MERON", 5_000), stake(2, 3, "WALA", 5_000), stake(3, 4, "WALA", 100)];
    expect(concentrationSignal(stakes, links, rule)).toBeNull();
  });
});
