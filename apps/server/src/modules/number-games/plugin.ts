import type { ModulePlugin } from "../../http/context.ts";
import { numberGamePushes } from "./pushes.ts";
import { registerDrawRoutes } from "./routes.ts";

/** Every number game's routes and its draws' pushes. */
export const numberGamesPlugin: ModulePlugin = { routes: registerDrawRoutes, pushes: numberGamePushes };
