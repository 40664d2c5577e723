import type { ModulePlugin } from "../../http/context.ts";
import { cashRequestPushes } from "./pushes.ts";
import { registerCashRequestRoutes } from "./routes.ts";

export const cashRequestsPlugin: ModulePlugin = { routes: registerCashRequestRoutes, pushes: cashRequestPushes };
