import type { NumberGame } from "@sabong/shared/games";
import type { DrawListScope } from "@sabong/shared/number-games";

/** Re-exported for the staff side (the scopes themselves live in the shared contract). */
export type { DrawListScope };

/**
 * Every number-game query key, from one hierarchy: invalidating a prefix (`drawKeys.game("pick3")`,
 * `drawKeys.draw("pick3", 12)`) reaches every entry under it. No draw key is written anywhere else.
 * Keys of one draw sit under `draw(game, id)` so a `draw:state` push can refresh all of them at once.
 */
export const drawKeys = {
  all: ["draws"] as const,
  game: (game: NumberGame) => [...drawKeys.all, game] as const,
  draw: (game: NumberGame, drawId: number) => [...drawKeys.game(game), "draw", drawId] as const,

  // players (/api/player-{game})
  /** GET draws: open and recent draws (the game screen, the lounge's cards). */
  playerDraws: (game: NumberGame) => [...drawKeys.game(game), "player-draws"] as const,
  /** GET draws/:id. */
  playerDraw: (game: NumberGame, drawId: number) => [...drawKeys.draw(game, drawId), "player"] as const,
  /** GET draws/:id/availability: sold-out, capped and listed combinations. */
  availability: (game: NumberGame, drawId: number) => [...drawKeys.draw(game, drawId), "availability"] as const,
  /** GET draws/:id/tickets: the caller's tickets on the draw. */
  myTickets: (game: NumberGame, drawId: number) => [...drawKeys.draw(game, drawId), "my-tickets"] as const,

  // staff (/api/{game}); web-staff's block
  /** GET draws?scope&page: every scope and page of the staff list. */
  staffDraws: (game: NumberGame) => [...drawKeys.game(game), "staff-draws"] as const,
  staffDrawList: (game: NumberGame, scope: DrawListScope, page: number) =>
    [...drawKeys.staffDraws(game), scope, page] as const,
  /** GET draws/:id (the console). */
  staffDraw: (game: NumberGame, drawId: number) => [...drawKeys.draw(game, drawId), "staff"] as const,
  /** GET draws/:id/tally. */
  tally: (game: NumberGame, drawId: number) => [...drawKeys.draw(game, drawId), "tally"] as const,

  // admins (/api/admin/number-games)
  settings: () => [...drawKeys.all, "settings"] as const,
};
