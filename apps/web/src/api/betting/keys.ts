import type { BetStatus, EventStatus, Game } from "@sabong/shared/betting";

/** The filters of a bet list (player history, admin's all bets), as the API reads them. */
export type BetListFilters = {
  page: number;
  eventId?: number;
  fightId?: number;
  /** Admin only: one bettor's bets. */
  username?: string;
  status?: BetStatus;
  /** YYYY-MM-DD (a Manila calendar day; `to` includes its whole day). */
  from?: string;
  to?: string;
  game?: Game;
};

/**
 * Every betting query key, from one hierarchy: invalidating a prefix (`bettingKeys.game("apple")`,
 * `bettingKeys.fights(game, id)`) reaches every entry under it. No betting key is written anywhere else.
 */
export const bettingKeys = {
  all: ["betting"] as const,
  game: (game: Game) => [...bettingKeys.all, game] as const,

  // players
  /** GET {player}/events: the lobby (also the history's event names). */
  lobby: (game: Game) => [...bettingKeys.game(game), "lobby"] as const,
  /** GET {player}/events/:id: the event screen. */
  screen: (game: Game, eventId: number) => [...bettingKeys.game(game), "screen", eventId] as const,
  /** GET {player}/bets: every page of the player's history. */
  myBets: (game: Game) => [...bettingKeys.game(game), "my-bets"] as const,
  myBetsPage: (game: Game, filters: BetListFilters) => [...bettingKeys.myBets(game), filters] as const,

  // operators (admins may read)
  /** GET {operator}/events: every status filter of the list. */
  operatorEvents: (game: Game) => [...bettingKeys.game(game), "operator-events"] as const,
  operatorEventList: (game: Game, status?: EventStatus) =>
    [...bettingKeys.operatorEvents(game), status ?? "all"] as const,
  /** GET {operator}/events/:id: the console. */
  console: (game: Game, eventId: number) => [...bettingKeys.game(game), "console", eventId] as const,
  /** GET {operator}/events/:id/fights. */
  fights: (game: Game, eventId: number) => [...bettingKeys.game(game), "fights", eventId] as const,
  /** GET {operator}/fights/:id/revert-preview. */
  revertPreview: (game: Game, fightId: number) => [...bettingKeys.game(game), "revert-preview", fightId] as const,

  // admins
  /** GET admin/bets: every game's bets. */
  adminBets: () => [...bettingKeys.all, "admin-bets"] as const,
  adminBetsPage: (filters: BetListFilters) => [...bettingKeys.adminBets(), filters] as const,
};
