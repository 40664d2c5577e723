import type { ModulePlugin } from "../../http/context.ts";
import { registerComplianceRoutes } from "./routes-compliance.ts";
import { registerExclusionRoutes } from "./routes-exclusions.ts";
import { registerPlayerIdentityRoutes } from "./routes-player.ts";
import { registerStatusRoutes } from "./routes-status.ts";

/**
 * Know your customer (docs/decisions/0013): the player's identity, the compliance review, the exclusion list. `now`
 * is the app's clock (ages in the queue are computed on it).
 */
export const identityPlugin = (now: () => number = Date.now): ModulePlugin => ({
  routes: (app, ctx) => {
    registerPlayerIdentityRoutes(app, ctx);
    registerComplianceRoutes(app, ctx, now);
    registerExclusionRoutes(app, ctx);
    registerStatusRoutes(app, ctx);
  },
});
