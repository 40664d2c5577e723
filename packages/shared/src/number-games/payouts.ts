import { mulDivFloor } from "../betting/int-math.ts";
import type { BetForm } from "../games/registry.ts";
import { coveredCombinations, digitsKey, linePermutations } from "./combinations.ts";
import type { DrawTerms } from "./contracts.ts";
import type { CapOverride, TicketLineInput } from "./ticket-contracts.ts";

/** A combination's per-draw override (a draw_combinations row without its liability). */
export type CombinationOverride = Omit<CapOverride, "combination">;

/** What pricing reads from a draw's terms. */
export type PricingTerms = Pick<DrawTerms, "straightMultiplierHundredths" | "rambolitoMultiplierHundredths">;

/** A line as it is written: what it covers and what it pays if it hits, fixed when accepted. */
export type PricedLine = {
  combination: string;
  form: BetForm;
  stakeCentavos: number;
  digitsKey: string;
  permutations: number;
  multiplierHundredths: number;
  payoutIfHitCentavos: number;
};

/** The draw's rambolito multiplier for k permutations; a key the terms lack is straight ÷ k, rounded down. */
function rambolitoBase(terms: PricingTerms, k: number): number {
  const byK = terms.rambolitoMultiplierHundredths as Partial<Record<string, number>>;
  return byK[String(k)] ?? Math.floor(terms.straightMultiplierHundredths / k);
}

/**
 * A line's multiplier (hundredths). Straight: the combination's reduced multiplier, else the draw's. Rambolito over
 * k permutations: the draw's rambolito multiplier for k, lowered to floor(reduced ÷ k) when a covered permutation
 * has a reduced multiplier: a reduced combination also reduces the rambolito lines covering it.
 */
export function lineMultiplierHundredths(input: {
  form: BetForm;
  combination: string;
  terms: PricingTerms;
  overrides?: ReadonlyMap<string, Pick<CombinationOverride, "multiplierHundredths">>;
}): number {
  const { form, combination, terms, overrides } = input;
  if (form === "straight") {
    return overrides?.get(combination)?.multiplierHundredths ?? terms.straightMultiplierHundredths;
  }
  const covered = coveredCombinations(form, combination);
  const k = covered.length;
  let multiplier = rambolitoBase(terms, k);
  for (const p of covered) {
    const reduced = overrides?.get(p)?.multiplierHundredths;
    if (reduced != null) multiplier = Math.min(multiplier, Math.floor(reduced / k));
  }
  return multiplier;
}

/** What a line pays if it hits, stake included: floor(stake × multiplier ÷ 100), exact at any size. */
export function payoutIfHitCentavos(stakeCentavos: number, multiplierHundredths: number): number {
  if (!Number.isSafeInteger(stakeCentavos) || stakeCentavos < 0) throw new RangeError("stake must be whole centavos");
  if (!Number.isSafeInteger(multiplierHundredths) || multiplierHundredths < 0) {
    throw new RangeError("multiplier must be whole hundredths");
  }
  return mulDivFloor(stakeCentavos, multiplierHundredths, 100);
}

/** A ticket line priced on the draw's terms and overrides (as it is written when accepted). */
export function priceLine(
  line: Pick<TicketLineInput, "combination" | "form" | "stakeCentavos">,
  terms: PricingTerms,
  overrides?: ReadonlyMap<string, Pick<CombinationOverride, "multiplierHundredths">>,
): PricedLine {
  const multiplierHundredths = lineMultiplierHundredths({ ...line, terms, overrides });
  return {
    combination: line.combination,
    form: line.form,
    stakeCentavos: line.stakeCentavos,
    digitsKey: digitsKey(line.combination),
    permutations: linePermutations(line.form, line.combination),
    multiplierHundredths,
    payoutIfHitCentavos: payoutIfHitCentavos(line.stakeCentavos, multiplierHundredths),
  };
}

/**
 * The liability a line adds, per straight combination: its payout on its own combination (straight), or its payout
 * on each permutation it covers (rambolito: whichever comes out, the line pays that much).
 */
export function lineLiabilities(
  line: Pick<PricedLine, "form" | "combination" | "payoutIfHitCentavos">,
): Map<string, number> {
  return new Map(coveredCombinations(line.form, line.combination).map((c) => [c, line.payoutIfHitCentavos]));
}
