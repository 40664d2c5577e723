import { mulDivFloor } from "../betting/int-math.ts";
import { formatPesos } from "../money/centavos.ts";
import type { Availability, DrawTerms } from "./contracts.ts";
import { type CombinationOverride, lineLiabilities, type PricedLine, priceLine } from "./payouts.ts";
import { ticketRefusalOf } from "./ticket-check.ts";
import type { TicketLineInput, TicketRefusal } from "./ticket-contracts.ts";

/**
 * The cap check the server runs on a draw's locked draw_combinations rows: liability per straight combination (what
 * the house pays if it comes out) may not pass its cap. Tickets are decided in order, each accepted whole (its
 * liabilities then count for the next) or refused whole with an error per offending line.
 */

/** A combination's row in a draw: its liability so far and its override (nulls: the draw's defaults). */
export type CombinationStanding = CombinationOverride & { liabilityCentavos: number };

type CapTerms = Pick<
  DrawTerms,
  "straightMultiplierHundredths" | "rambolitoMultiplierHundredths" | "defaultCapCentavos" | "minStakeCentavos"
>;

export type TicketDecision =
  | { ok: true; lines: PricedLine[]; addedLiabilities: Map<string, number> }
  | { ok: false; refusal: TicketRefusal };

/** The combination's cap: its override, else the draw's default. */
export function capOf(standing: CombinationStanding | undefined, terms: Pick<DrawTerms, "defaultCapCentavos">): number {
  return standing?.capCentavos ?? terms.defaultCapCentavos;
}

/** The straight multiplier on the combination: its reduced one, else the draw's. */
export function straightMultiplierOf(
  standing: CombinationStanding | undefined,
  terms: Pick<DrawTerms, "straightMultiplierHundredths">,
): number {
  return standing?.multiplierHundredths ?? terms.straightMultiplierHundredths;
}

/** The largest straight stake still accepted on the combination: floor((cap − liability) × 100 ÷ multiplier). */
export function leftStraightStakeCentavos(
  standing: CombinationStanding | undefined,
  terms: Pick<DrawTerms, "defaultCapCentavos" | "straightMultiplierHundredths">,
  liabilityCentavos: number = standing?.liabilityCentavos ?? 0,
): number {
  if (standing?.notAccepted) return 0;
  const room = capOf(standing, terms) - liabilityCentavos;
  if (room <= 0) return 0;
  return mulDivFloor(room, 100, straightMultiplierOf(standing, terms));
}

function capError(
  combination: string,
  standing: CombinationStanding | undefined,
  terms: CapTerms,
  liability: number,
): string {
  const left = leftStraightStakeCentavos(standing, terms, liability);
  if (left < Math.max(1, terms.minStakeCentavos)) return `${combination} is sold out`;
  return `only ${formatPesos(left, { symbol: true })} left on ${combination}`;
}

/**
 * Decides tickets in order against the standings (read, never changed). A line is refused when a combination it
 * covers is not accepted in this draw, or its liability there would pass the cap, counting the accepted tickets
 * before it and the earlier acceptable lines of its own ticket. Lines must have passed `checkTicketLines`.
 * Returns each decision and the new liability of every combination the accepted tickets changed.
 */
export function decideTickets(input: {
  terms: CapTerms;
  standings: ReadonlyMap<string, CombinationStanding>;
  tickets: readonly (readonly Pick<TicketLineInput, "combination" | "form" | "stakeCentavos">[])[];
}): { decisions: TicketDecision[]; liabilities: Map<string, number> } {
  const { terms, standings } = input;
  const liabilities = new Map<string, number>();
  const liabilityOf = (c: string): number => liabilities.get(c) ?? standings.get(c)?.liabilityCentavos ?? 0;

  const decisions = input.tickets.map((ticket): TicketDecision => {
    const added = new Map<string, number>();
    const lines: PricedLine[] = [];
    const errors: TicketRefusal["lines"] = [];
    ticket.forEach((line, index) => {
      const priced = priceLine(line, terms, standings);
      const adds = lineLiabilities(priced);
      let error: string | null = null;
      for (const c of adds.keys()) {
        if (standings.get(c)?.notAccepted) {
          error = `${c} is not accepted in this draw`;
          break;
        }
      }
      if (error === null) {
        for (const [c, amount] of adds) {
          const before = liabilityOf(c) + (added.get(c) ?? 0);
          if (before + amount > capOf(standings.get(c), terms)) {
            error = capError(c, standings.get(c), terms, before);
            break;
          }
        }
      }
      if (error !== null) {
        errors.push({ index, combination: line.combination, error });
        return;
      }
      for (const [c, amount] of adds) added.set(c, (added.get(c) ?? 0) + amount);
      lines.push(priced);
    });
    if (errors.length > 0) return { ok: false, refusal: ticketRefusalOf(errors) };
    for (const [c, amount] of added) liabilities.set(c, liabilityOf(c) + amount);
    return { ok: true, lines, addedLiabilities: added };
  });
  return { decisions, liabilities };
}

/**
 * What players see of a draw's combinations: only those with a liability or an override (any other combination is
 * fully available), in combination order. Sold out: less than the minimum stake left.
 */
export function availabilityOf(input: {
  terms: CapTerms;
  standings: ReadonlyMap<string, CombinationStanding> | Iterable<[string, CombinationStanding]>;
}): Availability[] {
  const rows: Availability[] = [];
  for (const [combination, standing] of input.standings) {
    const listed = standing.notAccepted || standing.capCentavos !== null || standing.multiplierHundredths !== null;
    if (!listed && standing.liabilityCentavos <= 0) continue;
    const leftCentavos = leftStraightStakeCentavos(standing, input.terms);
    rows.push({
      combination,
      leftCentavos,
      soldOut: !standing.notAccepted && leftCentavos < Math.max(1, input.terms.minStakeCentavos),
      notAccepted: standing.notAccepted,
      multiplierHundredths: standing.multiplierHundredths,
    });
  }
  return rows.sort((a, b) => (a.combination < b.combination ? -1 : a.combination > b.combination ? 1 : 0));
}
