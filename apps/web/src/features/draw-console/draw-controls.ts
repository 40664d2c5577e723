import { type DrawState, type DrawView, GAME_REGISTRY, NUMBER_GAMES, type NumberGame } from "@sabong/shared";

/** The operator's number-game screens: per game, the draw list and a console per draw. */
export const drawListPath = (game: NumberGame) => `/operator/${game}/draws`;
export const drawConsolePath = (game: NumberGame, drawId: number) => `${drawListPath(game)}/${drawId}`;

/** The operator menu's "Number games" group: one draw list per game, in registry order. */
export const numberGameMenuLinks = () =>
  NUMBER_GAMES.map((game) => ({ to: drawListPath(game), label: GAME_REGISTRY[game].label }));

export const DRAW_STATE_BADGE: Record<DrawState, string> = {
  SCHEDULED: "text-bg-secondary",
  OPEN: "text-bg-success",
  CLOSED: "text-bg-warning",
  RESULT_ENTERED: "text-bg-info",
  SETTLED: "text-bg-primary",
  CANCELLED: "text-bg-dark",
};

export const DRAW_STATE_LABEL: Record<DrawState, string> = {
  SCHEDULED: "Scheduled",
  OPEN: "Open",
  CLOSED: "Closed",
  RESULT_ENTERED: "Result entered",
  SETTLED: "Settled",
  CANCELLED: "Cancelled",
};

/** The platform draws the number itself (from the published seed): nobody enters or confirms a result. */
export const isPlatformDrawn = (game: NumberGame) => GAME_REGISTRY[game].result === "platform-draw";

/** What the result panel offers this operator. */
export type ResultStep =
  /** Nothing to do with a result (betting still open, platform-drawn, settled, cancelled). */
  | "none"
  /** Closed and waiting for the result to be entered. */
  | "enter"
  /** Entered by another account: confirm (settles) or reject (back to CLOSED). */
  | "confirm"
  /** Entered by this account: a second operator must confirm it. */
  | "waiting";

export function resultStep(draw: DrawView, username: string): ResultStep {
  // A reverted platform draw keeps its revealed seed and is not drawn again: staff enter its result (or cancel).
  if (isPlatformDrawn(draw.game) && !(draw.state === "CLOSED" && draw.seed !== null)) return "none";
  if (draw.state === "CLOSED") return "enter";
  if (draw.state !== "RESULT_ENTERED") return "none";
  return draw.resultEnteredBy !== null && draw.resultEnteredBy === username ? "waiting" : "confirm";
}

/** Which console commands the draw's state allows (the server checks the same and answers 409 otherwise). */
export function drawControls(draw: Pick<DrawView, "state">) {
  const { state } = draw;
  return {
    closeEarly: state === "OPEN",
    /** Caps matter while bets can still arrive. */
    editCaps: state === "SCHEDULED" || state === "OPEN",
    cancel: state !== "SETTLED" && state !== "CANCELLED",
    revert: state === "SETTLED",
  };
}
