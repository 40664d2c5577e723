import { GAMES, type Game } from "@sabong/shared/betting";
import { liveGame } from "@sabong/shared/games";
import type { App, AppContext } from "../../http/context.ts";
import { registerEventRooms } from "./rooms.ts";
import { registerAdminBetRoutes } from "./routes-admin.ts";
import { registerOperatorRoutes } from "./routes-ops.ts";
import { registerPlayerRoutes } from "./routes-player.ts";

/** One engine, every live game: the same handlers under each game's registry resources (spec section 7 names). */
export const BETTING_PREFIXES: readonly { game: Game; operator: string; player: string }[] = GAMES.map((game) => ({
  game,
  operator: `/${liveGame(game).api.operator}`,
  player: `/${liveGame(game).api.player}`,
}));

export function registerBettingRoutes(app: App, ctx: AppContext): void {
  registerEventRooms(ctx.db, ctx.realtime);
  for (const { game, operator, player } of BETTING_PREFIXES) {
    registerOperatorRoutes(app, ctx, game, operator);
    registerPlayerRoutes(app, ctx, game, player);
  }
  registerAdminBetRoutes(app, ctx);
}
