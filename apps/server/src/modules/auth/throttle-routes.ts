import { adminGuard } from "@sabong/shared/auth";
import { messageBodySchema } from "@sabong/shared/contracts";
import { z } from "zod";
import { auditActor, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { clearSignInThrottle } from "./service.ts";
import type { Throttles } from "./throttle.ts";

// Spelled like the login body's username, so "  Admin " clears the counter that sign-in as "admin" kept.
const paramsSchema = z.object({ username: z.string().trim().toLowerCase().min(1).max(64) });

/** DELETE /api/admin/sign-in-throttles/:username — any admin (a second admin, too) lets a throttled account try again now. */
export function registerThrottleRoutes(app: App, ctx: AppContext, throttles: Throttles): void {
  app.delete(
    "/admin/sign-in-throttles/:username",
    {
      preHandler: requireGuard(ctx, adminGuard),
      schema: { tags: ["admin"], params: paramsSchema, response: { 200: messageBodySchema } },
    },
    async (request) => {
      const { username } = request.params;
      await clearSignInThrottle(ctx.db, throttles, username, auditActor(request));
      return { message: `Sign-in throttle cleared for ${username}` };
    },
  );
}
