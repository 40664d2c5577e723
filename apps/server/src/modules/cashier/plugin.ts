import type { ModulePlugin } from "../../http/context.ts";
import { registerCashierRoutes } from "./routes.ts";

export const cashierPlugin: ModulePlugin = { routes: registerCashierRoutes };
