import { registrationSchema } from "@sabong/shared/auth";
import { messageBodySchema } from "@sabong/shared/contracts";
import { userDetailSchema } from "@sabong/shared/users";
import { authenticate, caller } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { registerPlayer, userDetail } from "./service.ts";

export function registerUserRoutes(
  app: App,
  ctx: AppContext,
  registrationThrottle: (address: string) => Promise<void>,
): void {
  app.post(
    "/user",
    { schema: { tags: ["users"], body: registrationSchema, response: { 201: messageBodySchema } } },
    async (request, reply) => {
      await registrationThrottle(request.ip);
      await registerPlayer(ctx.db, request.body, request.ip, {
        exclusionSecret: ctx.config.identityHmacSecret,
        nowMs: Date.now(),
      });
      return reply
        .status(201)
        .send({ message: "Registration received. You can log in once your agent approves your account." });
    },
  );

  app.get(
    "/user",
    { preHandler: authenticate(ctx), schema: { tags: ["users"], response: { 200: userDetailSchema } } },
    async (request) => userDetail(ctx.db, caller(request).userId),
  );
}
