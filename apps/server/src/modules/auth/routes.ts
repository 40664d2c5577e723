import { changePasswordSchema, credentialsSchema, loginResponseSchema } from "@sabong/shared/auth";
import { messageBodySchema } from "@sabong/shared/contracts";
import { auditActor, authenticate, caller, endingSessions } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import type { DeviceCookies } from "./device-cookie.ts";
import { changePassword, type LoginPolicy, login, revokeSession } from "./service.ts";
import type { Throttles } from "./throttle.ts";
import type { TokenService } from "./tokens.ts";

type SignIn = {
  tokens: TokenService;
  throttles: Throttles;
  loginPolicies: LoginPolicy[];
  deviceCookies: DeviceCookies;
};

/** A device id is what the web app makes (a UUID); anything else is ignored, never stored. */
const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const deviceIdOf = (header: string | string[] | undefined): string | null =>
  typeof header === "string" && DEVICE_ID.test(header) ? header : null;

export function registerAuthRoutes(
  app: App,
  ctx: AppContext,
  { tokens, throttles, loginPolicies, deviceCookies }: SignIn,
): void {
  app.post(
    "/login",
    { schema: { tags: ["auth"], body: credentialsSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const device = await deviceCookies.read(request.headers.cookie, request.body.username);
      const context = {
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
        device,
        deviceId: deviceIdOf(request.headers["x-device-id"]),
      };
      const { accessToken, owner } = await login(ctx.db, tokens, throttles, request.body, context, loginPolicies);
      // A fresh device cookie on every sign-in (a new device id, a new 30 days); clients without cookies ignore it.
      reply.header("set-cookie", await deviceCookies.issue(owner, request.protocol === "https"));
      return { accessToken };
    },
  );

  app.put(
    "/user/password",
    {
      preHandler: authenticate(ctx),
      schema: { tags: ["auth"], body: changePasswordSchema, response: { 200: messageBodySchema } },
    },
    async (request, reply) => {
      const auth = caller(request);
      const generation = await endingSessions(ctx, changePassword(ctx.db, auth, request.body, auditActor(request)));
      // The change revoked every device cookie of the user; the device that made it is trusted again at once.
      const owner = { id: auth.userId, username: auth.username, sessionGeneration: generation };
      reply.header("set-cookie", await deviceCookies.issue(owner, request.protocol === "https"));
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
