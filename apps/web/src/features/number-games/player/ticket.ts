import { plural } from "@sabong/shared/contracts";
import type { BetForm, NumberGame } from "@sabong/shared/games";
import {
  type Availability,
  allDigitsEqual,
  type CombinationOverride,
  type DrawTerms,
  linePermutations,
  priceLine,
  type TicketLineInput,
  ticketLineError,
} from "@sabong/shared/number-games";

/**
 * The ticket being built on the game screen: lines (combination, form, stake) the player adds, edits and removes
 * before sending them all as one ticket. Rules come from @sabong/shared (the server checks them again); previews use
 * the shared pricing, and every figure the server decides (accepted total, payouts) is shown from its answer.
 */

export type DraftLine = TicketLineInput & { id: string };

/** The stake buttons under the pad: ₱5, ₱10, ₱20, ₱50 and ₱100. */
export const QUICK_STAKES_CENTAVOS = [500, 1_000, 2_000, 5_000, 10_000] as const;

export const RAMBOLITO_ALL_EQUAL = "All digits are the same: it can only be played straight.";

let nextId = 0;
/** A line id for React keys and edits (never sent). */
export const newLineId = () => `line-${++nextId}`;

/** A digit pressed on the pad: appended while the combination is short (leading zeros are digits too). */
export function pressDigit(text: string, digit: number, digits: number): string {
  return text.length >= digits ? text : `${text}${digit}`;
}

export const backspace = (text: string) => text.slice(0, -1);

/** Why rambolito cannot be picked for this combination (all digits equal), or null. */
export function rambolitoBlockedReason(combination: string): string | null {
  return combination.length > 1 && allDigitsEqual(combination) ? RAMBOLITO_ALL_EQUAL : null;
}

/** "covers 6 combinations" / "covers 1 combination". */
export function coversText(form: BetForm, combination: string): string {
  const k = linePermutations(form, combination);
  return `covers ${plural(k, "combination")}`;
}

/** Why this line cannot join the ticket (digits, form, min/max stake: the shared rules), or null. */
export function lineError(game: NumberGame, terms: DrawTerms, line: TicketLineInput): string | null {
  return ticketLineError(game, terms, line);
}

/** The overrides players can see (listed combinations' reduced multipliers, not accepted), for previews. */
export function overridesOf(availability: readonly Availability[]): Map<string, CombinationOverride> {
  return new Map(
    availability.map((a) => [
      a.combination,
      { capCentavos: null, notAccepted: a.notAccepted, multiplierHundredths: a.multiplierHundredths },
    ]),
  );
}

/**
 * What the line pays if it hits (stake included), by the shared pricing (payoutIfHitCentavos with the line's
 * multiplier, reduced ones included); null while it is not a valid line. The accepted figure is the server's.
 */
export function previewPayoutCentavos(
  game: NumberGame,
  terms: DrawTerms,
  line: TicketLineInput,
  availability: readonly Availability[] = [],
): number | null {
  if (lineError(game, terms, line)) return null;
  return priceLine(line, terms, overridesOf(availability)).payoutIfHitCentavos;
}

export function addLine(lines: readonly DraftLine[], line: TicketLineInput): DraftLine[] {
  return [...lines, { ...line, id: newLineId() }];
}

export function replaceLine(lines: readonly DraftLine[], id: string, line: TicketLineInput): DraftLine[] {
  return lines.map((l) => (l.id === id ? { ...line, id } : l));
}

export function removeLine(lines: readonly DraftLine[], id: string): DraftLine[] {
  return lines.filter((l) => l.id !== id);
}

/** The stakes of the lines not sent yet (the accepted total is the server's answer). */
export function draftTotalCentavos(lines: readonly DraftLine[]): number {
  return lines.reduce((sum, l) => sum + l.stakeCentavos, 0);
}

/** The lines as the API takes them (ids dropped, order kept: refusals point at lines by index). */
export function ticketBodyLines(lines: readonly DraftLine[]): TicketLineInput[] {
  return lines.map(({ combination, form, stakeCentavos }) => ({ combination, form, stakeCentavos }));
}
