import type { Game } from "@sabong/shared";
import type { App, AppContext } from "../../http/context.ts";
import { createBettingPush, registerEventRooms } from "./realtime.ts";
import { registerAdminBetRoutes } from "./routes-admin.ts";
import { registerOperatorRoutes } from "./routes-ops.ts";
import { registerPlayerRoutes } from "./routes-player.ts";

/** One engine, two games: the same handlers under each game's prefixes (spec section 7 resource names). */
export const BETTING_PREFIXES: readonly { game: Game; operator: string; player: string }[] = [
  { game: "sabong", operator: "/bet-ops", player: "/bets2" },
  { game: "apple", operator: "/apple-bet-ops", player: "/apple-new" },
];

export function registerBettingRoutes(app: App, ctx: AppContext): void {
  const push = createBettingPush(ctx.db, ctx.realtime, app.log);
  app.addHook("onClose", async () => push.close());
  registerEventRooms(ctx.db, ctx.realtime);
  for (const { game, operator, player } of BETTING_PREFIXES) {
    registerOperatorRoutes(app, ctx, game, operator, push);
    registerPlayerRoutes(app, ctx, game, player, push);
  }
  registerAdminBetRoutes(app, ctx);
}
