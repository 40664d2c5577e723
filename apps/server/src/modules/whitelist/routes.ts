import { adminGuard } from "@sabong/shared/auth";
import { messageBodySchema } from "@sabong/shared/contracts";
import { idParamsSchema } from "@sabong/shared/users";
import { whitelistEntrySchema, whitelistInputSchema, whitelistListSchema } from "@sabong/shared/whitelist";
import { auditActor, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { normaliseIp } from "./cidr.ts";
import { addWhitelistEntry, listWhitelist, removeWhitelistEntry } from "./service.ts";

/** Admin-only: the addresses admin and staff may log in from. */
export function registerWhitelistRoutes(app: App, ctx: AppContext): void {
  const adminOnly = requireGuard(ctx, adminGuard);
  const tags = ["whitelist"];

  app.get(
    "/admin/whitelist",
    { preHandler: adminOnly, schema: { tags, response: { 200: whitelistListSchema } } },
    async (request) => ({ entries: await listWhitelist(ctx.db), yourIp: normaliseIp(request.ip) }),
  );

  app.post(
    "/admin/whitelist",
    { preHandler: adminOnly, schema: { tags, body: whitelistInputSchema, response: { 201: whitelistEntrySchema } } },
    async (request, reply) =>
      reply.status(201).send(await addWhitelistEntry(ctx.db, auditActor(request), request.body)),
  );

  app.delete(
    "/admin/whitelist/:id",
    { preHandler: adminOnly, schema: { tags, params: idParamsSchema, response: { 200: messageBodySchema } } },
    async (request) => {
      await removeWhitelistEntry(ctx.db, auditActor(request), request.params.id);
      return { message: "Removed from the whitelist" };
    },
  );
}
