/** Games on the platform. */
export const GAMES = ["sabong", "apple"] as const;
export type Game = (typeof GAMES)[number];

/** Every side a bet can be placed on, across games. */
export type MainSide = "MERON" | "WALA" | "PULA" | "PUTI";
export type Side = MainSide | "DRAW";
export type SabongSide = "MERON" | "WALA" | "DRAW";
export type AppleSide = "PULA" | "PUTI" | "DRAW";

/** A declared outcome: one main side wins, a draw, or the fight is called off. */
export type FightResult = MainSide | "DRAW" | "CANCELLED";

export const GAME_LABELS: Record<Game, string> = { sabong: "Sabong", apple: "Apple na pula/puti" };

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

/** The two sides that share the pari-mutuel pool, in display order (left, right). */
const MAIN_SIDES: Record<Game, readonly [MainSide, MainSide]> = {
  sabong: ["MERON", "WALA"],
  apple: ["PULA", "PUTI"],
};

export function isGame(value: unknown): value is Game {
  return value === "sabong" || value === "apple";
}

export function mainSides(game: Game): readonly [MainSide, MainSide] {
  return MAIN_SIDES[game];
}

export function isMainSide(game: Game, side: string): side is MainSide {
  const [a, b] = MAIN_SIDES[game];
  return side === a || side === b;
}

/** The other main side of the same game. */
export function opposingSide(game: Game, side: MainSide): MainSide {
  const [a, b] = MAIN_SIDES[game];
  if (side === a) return b;
  if (side === b) return a;
  throw new RangeError(`${side} is not a side of ${game}`);
}

/**
 * Whether bettors may pick DRAW. Sabong always offers it; the apple game only when the event turns it on
 * (off by default), so the flag is ignored for sabong.
 */
export function hasDrawSide(game: Game, drawEnabled = false): boolean {
  return game === "sabong" || drawEnabled;
}

/** Sides offered to bettors, main sides first. */
export function sidesFor(game: Game, drawEnabled = false): readonly Side[] {
  const [a, b] = MAIN_SIDES[game];
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

/**
 * Results an operator may declare. DRAW is always declarable, even for an apple event with the draw side off:
 * a draw can still happen, and with no draw bets it simply refunds the main sides.
 */
export function resultsFor(game: Game): readonly FightResult[] {
  const [a, b] = MAIN_SIDES[game];
  return [a, b, "DRAW", "CANCELLED"];
}

export function isResultOf(game: Game, result: string): result is FightResult {
  return isMainSide(game, result) || result === "DRAW" || result === "CANCELLED";
}
