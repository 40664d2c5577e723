import { adminDashboardSchema } from "@sabong/shared/accounting";
import { adminGuard } from "@sabong/shared/auth";
import { caller, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { errorResponses } from "../../http/route-schemas.ts";
import { adminDashboard } from "./service.ts";

/** Admin only: the dashboard's figures (the screen refreshes them every 30 s). */
export function registerDashboardRoutes(app: App, ctx: AppContext): void {
  app.get(
    "/admin/dashboard",
    {
      preValidation: requireGuard(ctx, adminGuard),
      schema: { tags: ["dashboard"], response: { 200: adminDashboardSchema, ...errorResponses } },
    },
    async (request) => {
      const auth = caller(request);
      const admin = { userId: auth.userId, username: auth.username, type: auth.type, role: auth.role, ip: request.ip };
      return adminDashboard(ctx.db, ctx.realtime, admin);
    },
  );
}
