import type { FightResult, Game, Side } from "@sabong/shared";
import type { Resource } from "./api-client.ts";

/**
 * Where each game lives: one betting engine answers both games under the spec's resource names
 * (sabong: bet-ops for operators, bets2 for players; apple: apple-bet-ops and apple-new), and the screens' routes.
 */
export const BETTING_RESOURCES: Record<Game, { operator: Resource; player: Resource }> = {
  sabong: { operator: "bet-ops", player: "bets2" },
  apple: { operator: "apple-bet-ops", player: "apple-new" },
};

export const BETTING_PATHS: Record<Game, { operatorEvents: string; masterRevert: string; playerLobby: string }> = {
  sabong: { operatorEvents: "/operator/arena", masterRevert: "/operator/master-revert", playerLobby: "/player/home" },
  apple: {
    operatorEvents: "/operator/applepulaputi/event-list",
    masterRevert: "/operator/apple-master-revert",
    playerLobby: "/player/applepulaputi/list",
  },
};

/** The player-facing name of each game's area. */
export const PLAYER_GAME_TITLES: Record<Game, string> = { sabong: "Sabong Lounge", apple: "Apple to Apple" };

/** CSS modifier of a side or result colour (side-meron, side-wala, side-pula, side-puti, side-draw, side-cancelled). */
export function sideTone(side: Side | FightResult): string {
  return `side-${side.toLowerCase()}`;
}
