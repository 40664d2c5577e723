import type { ModulePlugin } from "../../http/context.ts";
import { registerPlayerIdentityRoutes } from "./routes-player.ts";

/** Know your customer (docs/decisions/0013): the player's identity, the compliance review, the exclusion list. */
export const identityPlugin: ModulePlugin = {
  routes: (app, ctx) => {
    registerPlayerIdentityRoutes(app, ctx);
  },
};
