import { changePasswordSchema, credentialsSchema, loginResponseSchema } from "@sabong/shared/auth";
import { messageBodySchema } from "@sabong/shared/contracts";
import { auditActor, authenticate, caller, endingSessions } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { changePassword, type LoginPolicy, login, revokeSession } from "./service.ts";
import type { Throttles } from "./throttle.ts";
import type { TokenService } from "./tokens.ts";

type SignIn = { tokens: TokenService; throttles: Throttles; loginPolicies: LoginPolicy[] };

export function registerAuthRoutes(app: App, ctx: AppContext, { tokens, throttles, loginPolicies }: SignIn): void {
  app.post(
    "/login",
    { schema: { tags: ["auth"], body: credentialsSchema, response: { 200: loginResponseSchema } } },
    async (request) =>
      login(
        ctx.db,
        tokens,
        throttles,
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

  // Server-side logout: the session ends like any other (its token is refused and its sockets closed everywhere).
  app.post(
    "/logout",
    { preHandler: authenticate(ctx), schema: { tags: ["auth"], response: { 200: messageBodySchema } } },
    async (request) => {
      const { userId, sessionId } = caller(request);
      await endingSessions(ctx, revokeSession(ctx.db, userId, sessionId));
      return { message: "Signed out" };
    },
  );
}
