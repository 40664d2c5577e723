import { type BetForm, GAME_REGISTRY, type NumberGame } from "../games/registry.ts";

/**
 * Combinations are strings of digits, leading zeros kept ("007" ≠ "070" ≠ "7"). A straight line covers its
 * combination; a rambolito line covers every distinct permutation of its digits (k = 2, 3 or 6 of them).
 */

/** How many digits a combination of the game has. */
export function digitsOfGame(game: NumberGame): 2 | 3 {
  return GAME_REGISTRY[game].digits;
}

const DIGITS = /^[0-9]+$/;

export function isCombinationOf(game: NumberGame, text: string): boolean {
  return DIGITS.test(text) && text.length === digitsOfGame(game);
}

/** Why `text` is not a combination of the game, in the player's words; null when it is one. */
export function combinationError(game: NumberGame, text: string): string | null {
  if (isCombinationOf(game, text)) return null;
  const digits = digitsOfGame(game);
  const example = digits === 2 ? "07" : "007";
  return `${text === "" ? "An empty combination" : text} is not a ${game} combination: use ${digits} digits, e.g. ${example}`;
}

/** The distinct orderings of a combination's digits, sorted: "112" → ["112", "121", "211"]. */
export function permutationsOf(combination: string): string[] {
  const found = new Set<string>();
  const walk = (prefix: string, rest: string): void => {
    if (rest === "") {
      found.add(prefix);
      return;
    }
    for (let i = 0; i < rest.length; i++) walk(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
  };
  walk("", combination);
  return [...found].sort();
}

/** The digits sorted: every permutation of a combination has the same key ("321" → "123"). */
export function digitsKey(combination: string): string {
  return [...combination].sort().join("");
}

/** "777", "44": a rambolito line on it would cover a single combination, so it is refused. */
export function allDigitsEqual(combination: string): boolean {
  return combination.length > 0 && [...combination].every((d) => d === combination[0]);
}

/** How many straight combinations a line covers: 1 for straight, the distinct permutations for rambolito. */
export function linePermutations(form: BetForm, combination: string): number {
  return form === "straight" ? 1 : permutationsOf(combination).length;
}

/** The straight combinations a line covers (its own for straight, the sorted permutations for rambolito). */
export function coveredCombinations(form: BetForm, combination: string): string[] {
  return form === "straight" ? [combination] : permutationsOf(combination);
}

/** Every combination of the game in order: "00"…"99" or "000"…"999" (a draw's draw_combinations rows). */
export function allCombinations(game: NumberGame): string[] {
  const digits = digitsOfGame(game);
  return Array.from({ length: 10 ** digits }, (_, n) => String(n).padStart(digits, "0"));
}

/** Whether a line wins on the result: straight on the exact combination, rambolito on any order of its digits. */
export function lineHits(line: { form: BetForm; combination: string }, result: string): boolean {
  if (line.combination.length !== result.length) return false;
  return line.form === "straight" ? line.combination === result : digitsKey(line.combination) === digitsKey(result);
}
