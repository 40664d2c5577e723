import type { Centavos } from "../money/centavos.ts";
import { BP_SCALE, mulDivFloor } from "./int-math.ts";
import { assertBasisPoints } from "./limits.ts";
import { type Game, type MainSide, mainSides, type Side } from "./sides.ts";

/** A side paying 107.00 or less per 100 is flagged so bettors see how little they stand to win. */
export const LOW_PAYOUT_PER100_CENTAVOS = 10_700;

/** Total stakes per side; a missing side has no bets. */
export type SideTotals = Partial<Record<Side, Centavos>>;

export type SideOdds = {
  side: MainSide;
  totalCentavos: Centavos;
  /** Centavos paid per 100 pesos staked, stake included (15833 shows as 158.33); null when the side has no bets. */
  per100Centavos: number | null;
  lowPayout: boolean;
};

function assertPool(value: number, label: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${label} must be whole centavos ≥ 0`);
}

/**
 * Pari-mutuel odds of one main side: floor(mainPool × (10000 − plasada) ÷ sideTotal), where mainPool is both
 * main sides together (DRAW bets are outside the pool). BigInt because mainPool × 10000 passes 2^53 for big pools.
 */
export function per100Centavos(
  mainPoolCentavos: Centavos,
  sideTotalCentavos: Centavos,
  plasadaBp: number,
): number | null {
  assertPool(mainPoolCentavos, "main pool");
  assertPool(sideTotalCentavos, "side total");
  assertBasisPoints(plasadaBp, "plasada");
  if (sideTotalCentavos > mainPoolCentavos) throw new RangeError("side total exceeds the main pool");
  if (sideTotalCentavos === 0) return null;
  const per100 = (BigInt(mainPoolCentavos) * BigInt(BP_SCALE - plasadaBp)) / BigInt(sideTotalCentavos);
  // Only reachable with a pool over ~9×10^11 times the side's total; refuse rather than round silently.
  if (per100 > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError("odds out of range");
  return Number(per100);
}

/** True for a side whose odds pay 107.00 or less per 100; a side without odds is not "low". */
export function isLowPayout(per100: number | null): boolean {
  return per100 !== null && per100 <= LOW_PAYOUT_PER100_CENTAVOS;
}

/**
 * What a winning bet returns, stake included: floor(stake × per100 ÷ 10000), and never less than the stake (stake
 * back on one-sided pools: below 100 per 100 the house tops the payout up to the stake, see stake-back.ts).
 */
export function winningPayoutCentavos(stakeCentavos: Centavos, per100: number): Centavos {
  return Math.max(stakeCentavos, mulDivFloor(stakeCentavos, per100, BP_SCALE));
}

/** Both main sides' odds from the current totals, in display order. */
export function poolOdds(game: Game, totals: SideTotals, plasadaBp: number): [SideOdds, SideOdds] {
  const [a, b] = mainSides(game);
  const totalA = totals[a] ?? 0;
  const totalB = totals[b] ?? 0;
  const pool = totalA + totalB;
  const oddsOf = (side: MainSide, total: Centavos): SideOdds => {
    const per100 = per100Centavos(pool, total, plasadaBp);
    return { side, totalCentavos: total, per100Centavos: per100, lowPayout: isLowPayout(per100) };
  };
  return [oddsOf(a, totalA), oddsOf(b, totalB)];
}

/**
 * What a DRAW bet returns per 100 staked, stake included, in centavos: (1 + draw odds) × 100 pesos (odds 8 → 90000,
 * shown as 900.00). Used for the odds shown on DRAW and the settled bet's odds.
 */
export function drawPer100Centavos(drawOddsMultiplier: number): number {
  if (!Number.isSafeInteger(drawOddsMultiplier) || drawOddsMultiplier < 0) {
    throw new RangeError("draw odds must be a whole number ≥ 0");
  }
  return (drawOddsMultiplier + 1) * BP_SCALE;
}

/** What a side pays per 100 now: pari-mutuel odds for main sides (null without bets), fixed odds for DRAW. */
export function sidePer100Centavos(
  fight: { odds: readonly Pick<SideOdds, "side" | "per100Centavos">[] },
  event: { drawOddsMultiplier: number },
  side: Side,
): Centavos | null {
  if (side === "DRAW") return drawPer100Centavos(event.drawOddsMultiplier);
  return fight.odds.find((o) => o.side === side)?.per100Centavos ?? null;
}
