import { GAME_REGISTRY, NUMBER_GAMES, type NumberGame } from "@sabong/shared/games";

// Apart from draw-controls.ts: the router and the operator menu need only these, not the draw rules (and their hashing).

/** The operator's number-game screens: per game, the draw list and a console per draw. */
export const drawListPath = (game: NumberGame) => `/operator/${game}/draws`;
export const drawConsolePath = (game: NumberGame, drawId: number) => `${drawListPath(game)}/${drawId}`;

/** The operator menu's "Number games" group: one draw list per game, in registry order. */
export const numberGameMenuLinks = () =>
  NUMBER_GAMES.map((game) => ({ to: drawListPath(game), label: GAME_REGISTRY[game].label }));
