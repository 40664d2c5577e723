import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_STAKE_CENTAVOS } from "./limits.ts";
import { type FightBet, settleFight } from "./settlement.ts";
import { declarableResults, type Game, type Side, sidesFor } from "./sides.ts";

const gameArb = fc.constantFrom<Game>("sabong", "apple");

/** Small stakes make rounding and empty sides common; occasional maximum stakes exercise the big-number paths. */
const stakeArb = fc.oneof(
  fc.integer({ min: 1, max: 500 }),
  fc.integer({ min: 1, max: 10_000_000 }),
  fc.constant(MAX_STAKE_CENTAVOS),
);

const fightArb = gameArb.chain((game) => {
  const sides = sidesFor(game, true);
  const betArb = fc.record({ side: fc.constantFrom<Side>(...sides), stakeCentavos: stakeArb, userId: fc.nat(20) });
  return fc.record({
    game: fc.constant(game),
    result: fc.constantFrom(...declarableResults(game, true)),
    plasadaBp: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(0, 250, 500, 1_000)),
    drawOddsMultiplier: fc.integer({ min: 1, max: 20 }),
    bets: fc
      .array(betArb, { maxLength: 60 })
      .map((bets): FightBet[] =>
        bets.map((b, i) => ({ betId: i + 1, userId: b.userId, side: b.side, stakeCentavos: b.stakeCentavos })),
      ),
  });
});

describe("settleFight properties", () => {
  it("conserves money exactly and keeps every amount non-negative", () => {
    fc.assert(
      fc.property(fightArb, (input) => {
        const s = settleFight(input);
        expect(s.stakesCentavos + s.drawFundingCentavos).toBe(s.payoutsCentavos + s.houseCentavos + s.roundingCentavos);
        expect(s.stakesCentavos).toBe(input.bets.reduce((sum, b) => sum + b.stakeCentavos, 0));
        expect(s.payoutsCentavos).toBe(s.bets.reduce((sum, b) => sum + b.payoutCentavos, 0));
        for (const amount of [s.houseCentavos, s.roundingCentavos, s.drawFundingCentavos, s.payoutsCentavos]) {
          expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it("settles each bet consistently with its outcome", () => {
    fc.assert(
      fc.property(fightArb, (input) => {
        const s = settleFight(input);
        s.bets.forEach((b, i) => {
          const original = input.bets[i] as FightBet;
          expect(b.betId).toBe(original.betId);
          expect(b.stakeCentavos).toBe(original.stakeCentavos);
          expect(Number.isSafeInteger(b.payoutCentavos) && b.payoutCentavos >= 0).toBe(true);
          expect(b.commissionable).toBe(b.outcome !== "REFUNDED");
          if (b.outcome === "REFUNDED") expect(b.payoutCentavos).toBe(b.stakeCentavos);
          if (b.outcome === "LOST") expect(b.payoutCentavos).toBe(0);
          if (input.result === "CANCELLED") expect(b.outcome).toBe("REFUNDED");
          if (b.outcome === "WON" && b.side === "DRAW") {
            expect(b.payoutCentavos).toBe(b.stakeCentavos * (1 + input.drawOddsMultiplier));
          }
        });
      }),
      { numRuns: 1_000 },
    );
  });

  it("winners are paid at the odds, and never less than their stake (stake back)", () => {
    fc.assert(
      fc.property(fightArb, (input) => {
        const s = settleFight(input);
        for (const b of s.bets) {
          if (b.outcome !== "WON" || b.side === "DRAW") continue;
          const per100 = s.per100Centavos[b.side as keyof typeof s.per100Centavos] as number;
          const atOdds = Number((BigInt(b.stakeCentavos) * BigInt(per100)) / 10_000n);
          expect(b.payoutCentavos).toBe(per100 >= 10_000 ? atOdds : b.stakeCentavos);
          expect(b.payoutCentavos).toBeGreaterThanOrEqual(b.stakeCentavos);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it("loses less than one centavo per winner plus the per-100 rounding to the rounding account", () => {
    fc.assert(
      fc.property(fightArb, (input) => {
        const s = settleFight(input);
        const winners = s.bets.filter((b) => b.outcome === "WON" && b.side !== "DRAW");
        const winningStakes = winners.reduce((sum, b) => sum + b.stakeCentavos, 0);
        // floor per bet loses < 1 each; flooring the per-100 odds loses < 1 centavo per 100 pesos (10,000 centavos).
        expect(s.roundingCentavos).toBeLessThanOrEqual(winners.length + Math.ceil(winningStakes / 10_000));
      }),
      { numRuns: 1_000 },
    );
  });
});
