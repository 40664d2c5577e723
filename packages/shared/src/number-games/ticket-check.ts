import { GAME_REGISTRY, type NumberGame } from "../games/registry.ts";
import { formatPesos } from "../money/centavos.ts";
import { allDigitsEqual, combinationError } from "./combinations.ts";
import type { DrawTerms } from "./contracts.ts";
import type { TicketLineInput, TicketRefusal } from "./ticket-contracts.ts";

/**
 * A ticket's lines checked against the game and the draw's terms before any cap is looked at: digits per game,
 * the form, rambolito on distinct digits, the stake per line within the draw's limits. Duplicate lines are allowed.
 */

/** The refusal of a ticket from its lines' errors: one error is the ticket's, several are counted. */
export function ticketRefusalOf(lines: TicketRefusal["lines"]): TicketRefusal {
  const [first] = lines;
  const error = lines.length === 1 && first ? first.error : `${lines.length} lines of this ticket cannot be accepted`;
  return { error, lines };
}

/** Why one line cannot be played, or null. */
export function ticketLineError(
  game: NumberGame,
  terms: Pick<DrawTerms, "minStakeCentavos" | "maxStakeCentavos">,
  line: Pick<TicketLineInput, "combination" | "form" | "stakeCentavos">,
): string | null {
  const { combination, form, stakeCentavos } = line;
  const notCombination = combinationError(game, combination);
  if (notCombination) return notCombination;
  if (!(GAME_REGISTRY[game].forms as readonly string[]).includes(form)) {
    return `${combination} cannot be played ${form} in ${GAME_REGISTRY[game].label}`;
  }
  if (form === "rambolito" && allDigitsEqual(combination)) return `${combination} cannot be played rambolito`;
  if (!Number.isSafeInteger(stakeCentavos) || stakeCentavos < terms.minStakeCentavos) {
    return `The stake on ${combination} must be at least ${formatPesos(terms.minStakeCentavos, { symbol: true })}`;
  }
  if (stakeCentavos > terms.maxStakeCentavos) {
    return `The stake on ${combination} must be at most ${formatPesos(terms.maxStakeCentavos, { symbol: true })}`;
  }
  return null;
}

/**
 * Checks every line of a ticket for a draw; null when all can be played (caps are checked later, on the locked
 * rows). `enabled: false` (the game switched off in its settings) refuses the whole ticket.
 */
export function checkTicketLines(input: {
  game: NumberGame;
  terms: Pick<DrawTerms, "minStakeCentavos" | "maxStakeCentavos">;
  enabled?: boolean;
  lines: readonly Pick<TicketLineInput, "combination" | "form" | "stakeCentavos">[];
}): TicketRefusal | null {
  if (input.enabled === false) {
    return { error: `${GAME_REGISTRY[input.game].label} is not taking tickets right now`, lines: [] };
  }
  if (input.lines.length === 0) return { error: "A ticket needs at least one line", lines: [] };
  const errors: TicketRefusal["lines"] = [];
  input.lines.forEach((line, index) => {
    const error = ticketLineError(input.game, input.terms, line);
    if (error) errors.push({ index, combination: line.combination, error });
  });
  return errors.length > 0 ? ticketRefusalOf(errors) : null;
}
