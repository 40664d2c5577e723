import { adminGuard, otherUserGuard } from "@sabong/shared/auth";
import {
  cancelLimitBodySchema,
  changeLimitBodySchema,
  limitKeySchema,
  protectionViewSchema,
} from "@sabong/shared/protection";
import { caller, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { errorResponses, idParams } from "../../http/route-schemas.ts";
import { answerOnce } from "../ledger/service.ts";
import { cancelLimitChange, setLimit } from "./limits.ts";
import { uplineOf } from "./upline.ts";
import { protectionView } from "./view.ts";

const playerParams = idParams("userId");
const limitParams = playerParams.extend({ key: limitKeySchema });

/**
 * An upline (an agent above the player, or an admin) reads a player's protection and sets limits on them: new limits
 * and decreases at once; only the upline that set a limit may raise or remove it, after 24 hours (shared rules).
 */
export function registerUplineProtectionRoutes(app: App, ctx: AppContext, now: () => number): void {
  const preHandler = requireGuard(ctx, otherUserGuard, adminGuard);
  const tags = ["protection"];
  const view = { 200: protectionViewSchema, ...errorResponses };

  app.get(
    "/downline/:userId/protection",
    { preHandler, schema: { tags, params: playerParams, response: view } },
    async (request) => {
      const { userId } = request.params;
      await uplineOf(ctx.db, caller(request), userId);
      return protectionView(ctx.db, userId, now());
    },
  );

  app.put(
    "/downline/:userId/protection/limits/:key",
    { preHandler, schema: { tags, params: limitParams, body: changeLimitBodySchema, response: view } },
    async (request) => {
      const { userId, key } = request.params;
      const { value } = request.body;
      const by = await uplineOf(ctx.db, caller(request), userId);
      return answerOnce(ctx.db, request, "protection.upline.limit.set", { userId, key, value }, (tx, actor) =>
        setLimit(tx, { playerId: userId, key, by, actor, nowMs: now() }, value),
      );
    },
  );

  app.post(
    "/downline/:userId/protection/limits/:key/cancel",
    { preHandler, schema: { tags, params: limitParams, body: cancelLimitBodySchema, response: view } },
    async (request) => {
      const { userId, key } = request.params;
      const by = await uplineOf(ctx.db, caller(request), userId);
      return answerOnce(ctx.db, request, "protection.upline.limit.cancel", { userId, key }, (tx, actor) =>
        cancelLimitChange(tx, { playerId: userId, key, by, actor, nowMs: now() }),
      );
    },
  );
}
