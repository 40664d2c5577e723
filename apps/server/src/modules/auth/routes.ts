import { changePasswordSchema, credentialsSchema, loginResponseSchema, messageBodySchema } from "@sabong/shared";
import { auditActor, authenticate, caller, endingSessions } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { changePassword, type LoginPolicy, login } from "./service.ts";

export function registerAuthRoutes(app: App, ctx: AppContext, loginPolicies: LoginPolicy[] = []): void {
  app.post(
    "/login",
    { schema: { tags: ["auth"], body: credentialsSchema, response: { 200: loginResponseSchema } } },
    async (request) =>
      login(
        ctx.db,
        ctx.tokens,
        request.body,
        { ip: request.ip, userAgent: request.headers["user-agent"] ?? null },
        loginPolicies,
      ),
  );

  app.put(
    "/user/password",
    {
      preHandler: authenticate(ctx),
      schema: { tags: ["auth"], body: changePasswordSchema, response: { 200: messageBodySchema } },
    },
    async (request) => {
      const auth = caller(request);
      await endingSessions(ctx, changePassword(ctx.db, auth, request.body, auditActor(request)));
      return { message: "Password changed. Your other sessions have been signed out." };
    },
  );
}
