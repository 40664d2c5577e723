import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CommissionChain, splitCommission, splitCommissionForBets } from "./commission.ts";

// User ids: 1 incorporator, 2 sub-operator, 3 master-agent, 4 gold-agent, 5 referring player.
const incorporator = { userId: 1, rateBp: 400 };
const subOperator = { userId: 2, rateBp: 300 };
const masterAgent = { userId: 3, rateBp: 250 };
const goldAgent = { userId: 4, rateBp: 200 };
const referrer = { userId: 5, rateBp: 100 };
const chain: CommissionChain = [goldAgent, masterAgent, subOperator, incorporator];

describe("splitCommission", () => {
  it("splits 1,000 pesos under a gold-agent: 20 / 5 / 5 / 10, total 40", () => {
    expect(splitCommission(100_000, chain)).toEqual({
      shares: [
        { userId: 4, amountCentavos: 2_000 },
        { userId: 3, amountCentavos: 500 },
        { userId: 2, amountCentavos: 500 },
        { userId: 1, amountCentavos: 1_000 },
      ],
      paidCentavos: 4_000,
      roundingCentavos: 0,
      totalCentavos: 4_000,
    });
  });

  it("gives a referring player at 1% their cut and the gold-agent the rest of 2%", () => {
    expect(splitCommission(100_000, [referrer, ...chain]).shares).toEqual([
      { userId: 5, amountCentavos: 1_000 },
      { userId: 4, amountCentavos: 1_000 },
      { userId: 3, amountCentavos: 500 },
      { userId: 2, amountCentavos: 500 },
      { userId: 1, amountCentavos: 1_000 },
    ]);
  });

  it("skips loaders without changing the running rate", () => {
    const withLoader = [goldAgent, { userId: 9, rateBp: 350, isLoader: true }, masterAgent, subOperator, incorporator];
    expect(splitCommission(100_000, withLoader)).toEqual(splitCommission(100_000, chain));
  });

  it("pays nothing for a rate below the running maximum and does not lower it", () => {
    const dip = [
      { userId: 4, rateBp: 300 },
      { userId: 3, rateBp: 100 },
      { userId: 2, rateBp: 400 },
    ];
    expect(splitCommission(100_000, dip)).toEqual({
      shares: [
        { userId: 4, amountCentavos: 3_000 },
        { userId: 2, amountCentavos: 1_000 }, // 4% − 3%, not 4% − 1%
      ],
      paidCentavos: 4_000,
      roundingCentavos: 0,
      totalCentavos: 4_000,
    });
  });

  it("rounds each share down and sends the remainder to rounding", () => {
    // 333 centavos: gold floor(6.66) = 6, master floor(1.665) = 1, sub floor(1.665) = 1, inc floor(3.33) = 3 → 11 of 13.
    const split = splitCommission(333, chain);
    expect(split.shares.map((s) => s.amountCentavos)).toEqual([6, 1, 1, 3]);
    expect(split.totalCentavos).toBe(13);
    expect(split.roundingCentavos).toBe(2);
  });

  it("omits zero shares", () => {
    expect(splitCommission(10, chain).shares).toEqual([]);
    expect(splitCommission(10, chain).roundingCentavos).toBe(0);
    expect(splitCommission(100, [{ userId: 1, rateBp: 0 }, goldAgent]).shares).toEqual([
      { userId: 4, amountCentavos: 2 },
    ]);
    expect(splitCommission(0, chain).totalCentavos).toBe(0);
    expect(splitCommission(100_000, []).totalCentavos).toBe(0);
  });

  it("is exact for huge stakes", () => {
    const stake = 9_000_000_000_000_000;
    const split = splitCommission(stake, chain);
    expect(split.totalCentavos).toBe(360_000_000_000_000);
    expect(split.paidCentavos).toBe(360_000_000_000_000);
  });

  it("rejects bad input", () => {
    expect(() => splitCommission(-1, chain)).toThrow(RangeError);
    expect(() => splitCommission(1.5, chain)).toThrow(RangeError);
    expect(() => splitCommission(100, [{ userId: 1, rateBp: 10_001 }])).toThrow(RangeError);
    expect(() => splitCommission(100, [{ userId: 1, rateBp: 2.5 }])).toThrow(RangeError);
  });

  it("keeps shares + rounding = floor(max rate × stake), with every share ≥ 0", () => {
    const linkArb = fc.record({
      userId: fc.nat(1_000),
      rateBp: fc.integer({ min: 0, max: 10_000 }),
      isLoader: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.array(linkArb, { maxLength: 8 }),
        (stake, links) => {
          const split = splitCommission(stake, links);
          const maxRate = Math.max(0, ...links.filter((l) => !l.isLoader).map((l) => l.rateBp));
          const expectedTotal = Number((BigInt(stake) * BigInt(maxRate)) / 10_000n);
          const paid = split.shares.reduce((sum, s) => sum + s.amountCentavos, 0);
          expect(split.totalCentavos).toBe(expectedTotal);
          expect(split.paidCentavos).toBe(paid);
          expect(paid).toBeLessThanOrEqual(expectedTotal);
          expect(paid + split.roundingCentavos).toBe(expectedTotal);
          expect(split.roundingCentavos).toBeGreaterThanOrEqual(0);
          // each earning level loses less than one centavo to its floor
          expect(split.roundingCentavos).toBeLessThan(Math.max(1, links.filter((l) => !l.isLoader).length));
          for (const share of split.shares) expect(share.amountCentavos).toBeGreaterThan(0);
          const loaders = new Set(links.filter((l) => l.isLoader).map((l) => l.userId));
          const earners = new Set(links.filter((l) => !l.isLoader).map((l) => l.userId));
          for (const share of split.shares) expect(loaders.has(share.userId) && !earners.has(share.userId)).toBe(false);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe("splitCommissionForBets", () => {
  const chains = new Map<number, CommissionChain>([
    [100, chain],
    [101, [referrer, ...chain]],
  ]);
  const chainOf = (userId: number) => chains.get(userId) ?? [];

  it("sums stakes per bettor, splits once per bettor and sums shares per recipient", () => {
    const split = splitCommissionForBets(
      [
        { userId: 100, stakeCentavos: 60_000 },
        { userId: 100, stakeCentavos: 40_000 },
        { userId: 101, stakeCentavos: 100_000 },
        { userId: 102, stakeCentavos: 50_000 }, // no uplines
        { userId: 100, stakeCentavos: 999_999, commissionable: false }, // refunded
      ],
      chainOf,
    );
    expect(split.shares).toEqual([
      { userId: 1, amountCentavos: 2_000 },
      { userId: 2, amountCentavos: 1_000 },
      { userId: 3, amountCentavos: 1_000 },
      { userId: 4, amountCentavos: 3_000 },
      { userId: 5, amountCentavos: 1_000 },
    ]);
    expect(split.totalCentavos).toBe(8_000);
    expect(split.paidCentavos).toBe(8_000);
    expect(split.roundingCentavos).toBe(0);
    expect(split.stakesCentavos).toBe(250_000);
  });

  it("floors per bettor, not per bet", () => {
    // Three 50-centavo bets at 2%: per bet 1 centavo each would be 3; on the 150 total it is exactly 3.
    // Two 25-centavo bets: per bet 0 each; on the 50 total it is 1.
    const split = splitCommissionForBets(
      [
        { userId: 100, stakeCentavos: 25 },
        { userId: 100, stakeCentavos: 25 },
      ],
      () => [goldAgent],
    );
    expect(split.shares).toEqual([{ userId: 4, amountCentavos: 1 }]);
  });

  it("calls chainOf once per bettor", () => {
    let calls = 0;
    splitCommissionForBets(
      Array.from({ length: 1_000 }, (_, i) => ({ userId: i % 10, stakeCentavos: 100 })),
      () => {
        calls++;
        return chain;
      },
    );
    expect(calls).toBe(10);
  });

  it("matches splitting each bettor's total on its own", () => {
    const stakeArb = fc.record({
      userId: fc.constantFrom(100, 101, 102),
      stakeCentavos: fc.integer({ min: 1, max: 100_000_000_000 }),
      commissionable: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(stakeArb, { maxLength: 40 }), (stakes) => {
        const split = splitCommissionForBets(stakes, chainOf);
        const expected = new Map<number, number>();
        let total = 0;
        let rounding = 0;
        for (const bettor of [100, 101, 102]) {
          const sum = stakes
            .filter((s) => s.userId === bettor && s.commissionable)
            .reduce((acc, s) => acc + s.stakeCentavos, 0);
          const single = splitCommission(sum, chainOf(bettor));
          total += single.totalCentavos;
          rounding += single.roundingCentavos;
          for (const share of single.shares) {
            expected.set(share.userId, (expected.get(share.userId) ?? 0) + share.amountCentavos);
          }
        }
        expect(split.shares).toEqual(
          [...expected]
            .map(([userId, amountCentavos]) => ({ userId, amountCentavos }))
            .sort((a, b) => a.userId - b.userId),
        );
        expect(split.totalCentavos).toBe(total);
        expect(split.roundingCentavos).toBe(rounding);
        expect(split.paidCentavos + split.roundingCentavos).toBe(split.totalCentavos);
      }),
    );
  });
});
