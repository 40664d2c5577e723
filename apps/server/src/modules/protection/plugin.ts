import type { ModulePlugin } from "../../http/context.ts";
import { registerAdminProtectionRoutes } from "./routes-admin.ts";
import { registerPlayerProtectionRoutes } from "./routes-player.ts";
import { registerUplineProtectionRoutes } from "./routes-upline.ts";
import { installRestrictedRoom, installSessionTouch } from "./session-touch.ts";

/**
 * Player protection: limits, time-outs, self-exclusion, reality checks, statements and the admin's list. `now` is the
 * module's clock (the app's, which tests move: a pending change then applies through the clock's step).
 */
export const protectionPlugin = (now: () => number = Date.now): ModulePlugin => ({
  routes: (app, ctx) => {
    installSessionTouch(app, ctx, now);
    installRestrictedRoom(ctx, now);
    registerPlayerProtectionRoutes(app, ctx, now);
    registerUplineProtectionRoutes(app, ctx, now);
    registerAdminProtectionRoutes(app, ctx, now);
  },
});
