import { GAME_REGISTRY, NUMBER_GAMES, type NumberGame } from "@sabong/shared/games";
import type { App, AppContext } from "../../http/context.ts";
import { registerDrawRooms } from "./rooms.ts";
import { registerDrawAdminRoutes } from "./routes-admin.ts";
import { registerDrawPlayerRoutes } from "./routes-player.ts";
import { registerDrawReportRoutes } from "./routes-report.ts";
import { registerDrawStaffRoutes } from "./routes-staff.ts";

/** Every number game under its registry resources (spec section 7): `/{game}` for staff, `/player-{game}` players. */
export const DRAW_PREFIXES: readonly { game: NumberGame; staff: string; player: string }[] = NUMBER_GAMES.map(
  (game) => ({ game, staff: `/${GAME_REGISTRY[game].api.staff}`, player: `/${GAME_REGISTRY[game].api.player}` }),
);

export function registerDrawRoutes(app: App, ctx: AppContext): void {
  registerDrawRooms(ctx.db, ctx.realtime);
  for (const { game, staff, player } of DRAW_PREFIXES) {
    registerDrawStaffRoutes(app, ctx, game, staff);
    registerDrawPlayerRoutes(app, ctx, game, player);
  }
  registerDrawReportRoutes(app, ctx);
  registerDrawAdminRoutes(app, ctx);
}
