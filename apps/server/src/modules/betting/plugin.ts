import type { ModulePlugin } from "../../http/context.ts";
import { bettingPushes } from "./pushes.ts";
import { registerBettingRoutes } from "./routes.ts";

/** Events, fights and bets of every live game: their routes and their pushes. */
export const bettingPlugin: ModulePlugin = { routes: registerBettingRoutes, pushes: bettingPushes };
