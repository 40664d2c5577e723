import { type Signal, scoreAbove, shareBasisPoints, sumCentavos } from "./signal.ts";
import type { IntegrityThresholds } from "./thresholds.ts";

export type ContestStake = {
  betId: number;
  accountId: number;
  side: string;
  stakeCentavos: number;
  placedAtMs: number;
};

export type LateMoneyEvidence = {
  side: string;
  lateBetIds: number[];
  lateSideCentavos: number;
  lateShareBasisPoints: number;
  usualShareBasisPoints: number;
};

/**
 * Late money: in the window before the close, one side took a far larger share of what was staked than it had
 * before (the fight's usual share). Fires when that side's late stakes pass the minimum and its late share beats its
 * earlier share by more than the swing. A fight with nothing staked before the window has no usual share to compare.
 */
export function lateMoneySignal(
  stakes: readonly ContestStake[],
  closeAtMs: number,
  thresholds: IntegrityThresholds["lateMoney"],
): Signal<LateMoneyEvidence> | null {
  const windowStartMs = closeAtMs - thresholds.windowMs;
  const counted = stakes.filter((stake) => stake.placedAtMs <= closeAtMs);
  const late = counted.filter((stake) => stake.placedAtMs >= windowStartMs);
  const early = counted.filter((stake) => stake.placedAtMs < windowStartMs);
  const lateTotal = sumCentavos(late, (stake) => stake.stakeCentavos);
  const earlyTotal = sumCentavos(early, (stake) => stake.stakeCentavos);
  if (lateTotal === 0 || earlyTotal === 0) return null;

  let strongest: Signal<LateMoneyEvidence> | null = null;
  for (const side of new Set(late.map((stake) => stake.side))) {
    const lateOnSide = late.filter((stake) => stake.side === side);
    const lateSideCentavos = sumCentavos(lateOnSide, (stake) => stake.stakeCentavos);
    if (lateSideCentavos <= thresholds.minimumCentavos) continue;
    const lateShare = shareBasisPoints(lateSideCentavos, lateTotal);
    const usualShare = shareBasisPoints(
      sumCentavos(
        early.filter((stake) => stake.side === side),
        (stake) => stake.stakeCentavos,
      ),
      earlyTotal,
    );
    const swing = lateShare - usualShare;
    if (swing <= thresholds.swingBasisPoints) continue;
    const score = scoreAbove(swing, thresholds.swingBasisPoints);
    if (strongest && strongest.score >= score) continue;
    strongest = {
      kind: "late-money",
      score,
      evidence: {
        side,
        lateBetIds: lateOnSide.map((stake) => stake.betId),
        lateSideCentavos,
        lateShareBasisPoints: lateShare,
        usualShareBasisPoints: usualShare,
      },
    };
  }
  return strongest;
}
