import type { ModulePlugin } from "../../http/context.ts";
import { registerAdminUserRoutes } from "./admin-routes.ts";
import { registerHierarchyRoutes } from "./routes.ts";

/** The agent tree's routes and the admin's user management. */
export const hierarchyPlugin: ModulePlugin = {
  routes: (app, ctx) => {
    registerHierarchyRoutes(app, ctx);
    registerAdminUserRoutes(app, ctx);
  },
};
