import type { ModulePlugin } from "../../http/context.ts";
import { registerDashboardRoutes } from "./routes.ts";

export const dashboardPlugin: ModulePlugin = { routes: registerDashboardRoutes };
