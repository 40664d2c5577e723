import { GAME_REGISTRY, isLiveGame, LIVE_GAMES, type LiveGame, type MainSide } from "../games/registry.ts";

/** Games played on sides (the betting engine's games); every game is an entry of the registry. */
export const GAMES = LIVE_GAMES;
export type Game = LiveGame;

/** Every side a bet can be placed on, across games (the main sides are declared with the games). */
export type { MainSide };
export type Side = MainSide | "DRAW";
export type SabongSide = "MERON" | "WALA" | "DRAW";
export type AppleSide = "PULA" | "PUTI" | "DRAW";

/** A declared outcome: one main side wins, a draw, or the fight is called off. */
export type FightResult = MainSide | "DRAW" | "CANCELLED";

/** Each game's name, from its registry entry. */
export const GAME_LABELS = Object.fromEntries(LIVE_GAMES.map((game) => [game, GAME_REGISTRY[game].label])) as Record<
  Game,
  string
>;

export const SIDE_LABELS: Record<Side, string> = {
  MERON: "MERON",
  WALA: "WALA",
  PULA: "PULA",
  PUTI: "PUTI",
  DRAW: "DRAW",
};

export const RESULT_LABELS: Record<FightResult, string> = {
  MERON: "MERON WINS",
  WALA: "WALA WINS",
  PULA: "PULA WINS",
  PUTI: "PUTI WINS",
  DRAW: "DRAW",
  CANCELLED: "CANCELLED",
};

export function isGame(value: unknown): value is Game {
  return isLiveGame(value);
}

/** The two sides that share the pari-mutuel pool, in display order (left, right). */
export function mainSides(game: Game): readonly [MainSide, MainSide] {
  return GAME_REGISTRY[game].sides;
}

export function isMainSide(game: Game, side: string): side is MainSide {
  const [a, b] = mainSides(game);
  return side === a || side === b;
}

/** The other main side of the same game. */
export function opposingSide(game: Game, side: MainSide): MainSide {
  const [a, b] = mainSides(game);
  if (side === a) return b;
  if (side === b) return a;
  throw new RangeError(`${side} is not a side of ${game}`);
}

/**
 * Whether bettors may pick DRAW. Sabong always offers it; the apple game only when the event turns it on
 * (off by default), so the flag is ignored for sabong.
 */
export function hasDrawSide(game: Game, drawEnabled = false): boolean {
  return GAME_REGISTRY[game].draw === "always" || drawEnabled;
}

/** Sides offered to bettors, main sides first. */
export function sidesFor(game: Game, drawEnabled = false): readonly Side[] {
  const [a, b] = mainSides(game);
  return hasDrawSide(game, drawEnabled) ? [a, b, "DRAW"] : [a, b];
}

/** Whether bettors may pick this side in this game (DRAW only where offered). */
export function isSideOffered(game: Game, side: string, drawEnabled = false): side is Side {
  return isMainSide(game, side) || (side === "DRAW" && hasDrawSide(game, drawEnabled));
}

/** A bet side that can exist for the game at all (DRAW included: settlement must handle any stored bet). */
export function isSideOf(game: Game, side: string): side is Side {
  return isMainSide(game, side) || side === "DRAW";
}

export function isResultOf(game: Game, result: string): result is FightResult {
  return isMainSide(game, result) || result === "DRAW" || result === "CANCELLED";
}

/**
 * Results an operator may declare: a main side, DRAW only where the game offers the draw side (sabong always, apple
 * when its event turns it on), and CANCELLED. The server refuses the others; the console shows only these.
 */
export function declarableResults(game: Game, drawEnabled = false): readonly FightResult[] {
  const [a, b] = mainSides(game);
  return hasDrawSide(game, drawEnabled) ? [a, b, "DRAW", "CANCELLED"] : [a, b, "CANCELLED"];
}

export function isDeclarableResult(game: Game, result: string, drawEnabled = false): result is FightResult {
  return isMainSide(game, result) || result === "CANCELLED" || (result === "DRAW" && hasDrawSide(game, drawEnabled));
}
