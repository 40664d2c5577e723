import {
  type CommissionableStake,
  type CommissionChain,
  type CommissionSplit,
  splitCommissionForBets,
} from "@sabong/shared/commission";

/**
 * Commission of a settled fight over its commissionable (won or lost) stakes. Rates are clamped to the fight's
 * plasada: events refuse a plasada below the top rate, but a rate raised later must still never make the house pay
 * out more than its cut (docs/decisions/0003-betting.md).
 */
export function fightCommission(
  stakes: readonly CommissionableStake[],
  chains: ReadonlyMap<number, CommissionChain>,
  plasadaBp: number,
): CommissionSplit {
  return splitCommissionForBets(stakes, (bettor) =>
    (chains.get(bettor) ?? []).map((link) => ({ ...link, rateBp: Math.min(link.rateBp, plasadaBp) })),
  );
}
