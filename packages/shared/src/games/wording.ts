import { type FightResult, type Game, hasDrawSide, mainSides, SIDE_LABELS } from "../betting/sides.ts";
import { GAME_REGISTRY, type GameId } from "./registry.ts";

/** A game's words for the screens, built from its registry entry so no screen branches on the game's name. */

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "fight" / "fights" (sabong), "round" / "rounds" (apple), "draw" / "draws" (number games). */
export function contestNoun(game: GameId, count = 1): string {
  const { one, many } = GAME_REGISTRY[game].contest;
  return count === 1 ? one : many;
}

/** "Fight", "Round", "Draw" (headings, table columns); "Fights" with a count other than 1. */
export function contestTitle(game: GameId, count = 1): string {
  return capitalise(contestNoun(game, count));
}

/** "fight #12", "round #3". */
export function contestName(game: GameId, number: number): string {
  return `${contestNoun(game)} #${number}`;
}

/** What one of a contest's entries is called, as a field label: "Rooster" (sabong); "Entry" for a game without. */
export function entryTitle(game: Game): string {
  return capitalise(GAME_REGISTRY[game].entries?.noun ?? "entry");
}

/** "MERON/WALA", "PULA/PUTI". */
export function mainSidesText(game: Game): string {
  return mainSides(game)
    .map((side) => SIDE_LABELS[side])
    .join("/");
}

/** What declaring a DRAW does, in the game's own side names: "DRAW bets are paid, PULA/PUTI bets are refunded in full." */
export function drawRefundSentence(game: Game): string {
  return `DRAW bets are paid, ${mainSidesText(game)} bets are refunded in full.`;
}

/** What cancelling does; DRAW bets are named only where the event offers the draw side. */
export function cancelRefundSentence(game: Game, drawEnabled = false): string {
  return hasDrawSide(game, drawEnabled)
    ? "Every bet is refunded in full, DRAW bets included."
    : "Every bet is refunded in full.";
}

/** The consequence of declaring a result, for the operator's confirmation. */
export function resultConsequence(game: Game, result: FightResult, drawEnabled = false): string {
  if (result === "DRAW") return drawRefundSentence(game);
  if (result === "CANCELLED") return cancelRefundSentence(game, drawEnabled);
  return "Winners are paid at once.";
}
