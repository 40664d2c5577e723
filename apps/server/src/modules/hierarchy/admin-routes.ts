import { adminGuard } from "@sabong/shared/auth";
import { messageBodySchema } from "@sabong/shared/contracts";
import {
  adminUserPageSchema,
  adminUserQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  idParamsSchema,
  resetPasswordSchema,
} from "@sabong/shared/users";
import { endingSessions, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { listAuditEvents } from "./audit-log.ts";
import { actorOf, registerUserActions, SUSPENSION_ACTIONS } from "./routes.ts";
import { adminResetPassword, listUsers } from "./service.ts";

/** Admin-only account management: all users, password resets, suspensions, and the audit trail. */
export function registerAdminUserRoutes(app: App, ctx: AppContext): void {
  const adminOnly = requireGuard(ctx, adminGuard);
  const tags = ["admin"];

  app.get(
    "/admin/users",
    {
      preHandler: adminOnly,
      schema: { tags, querystring: adminUserQuerySchema, response: { 200: adminUserPageSchema } },
    },
    async (request) => listUsers(ctx.db, request.query),
  );

  app.post(
    "/admin/users/:id/reset-password",
    {
      preHandler: adminOnly,
      schema: { tags, params: idParamsSchema, body: resetPasswordSchema, response: { 200: messageBodySchema } },
    },
    async (request) => {
      await endingSessions(
        ctx,
        adminResetPassword(ctx.db, actorOf(request), request.params.id, request.body.newPassword),
      );
      return { message: "Password reset. The user's sessions have been signed out." };
    },
  );

  registerUserActions(app, ctx, { base: "/admin/users", preHandler: adminOnly, tags, actions: SUSPENSION_ACTIONS });

  app.get(
    "/admin/audit",
    { preHandler: adminOnly, schema: { tags, querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (request) => listAuditEvents(ctx.db, request.query),
  );
}
