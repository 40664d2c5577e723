import { adminGuard, staffOnlyGuard } from "@sabong/shared/auth";
import type { Game } from "@sabong/shared/betting";
import type { preHandlerAsyncHookHandler } from "fastify";
import { requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { idParams } from "../../http/route-schemas.ts";

export const eventParams = idParams("eventId");
export const fightParams = idParams("fightId");

/** What every operator route file of one game gets: the game, its prefix, its tags and the two guards. */
export type OperatorScope = {
  app: App;
  ctx: AppContext;
  game: Game;
  prefix: string;
  tags: string[];
  /** Staff act. */
  staff: preHandlerAsyncHookHandler[];
  /** Admins may read too. */
  staffOrAdmin: preHandlerAsyncHookHandler[];
};

export function operatorScope(app: App, ctx: AppContext, game: Game, prefix: string): OperatorScope {
  return {
    app,
    ctx,
    game,
    prefix,
    tags: [`${game} operator`],
    staff: requireGuard(ctx, staffOnlyGuard),
    staffOrAdmin: requireGuard(ctx, staffOnlyGuard, adminGuard),
  };
}
