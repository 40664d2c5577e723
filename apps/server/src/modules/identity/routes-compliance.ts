import { adminGuard } from "@sabong/shared/auth";
import {
  complianceQueueSchema,
  decideBodySchema,
  decisionResultSchema,
  imageKindParamSchema,
} from "@sabong/shared/identity";
import { z } from "zod";
import { transact } from "../../events/transact.ts";
import { auditActor, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { errorResponses, idParams } from "../../http/route-schemas.ts";
import { answerOnce } from "../ledger/service.ts";
import { requirePermission, STAFF_PERMISSIONS, setStaffPermission } from "./permissions.ts";
import { complianceQueue, decideSubmission, viewImage } from "./review.ts";

const imageParams = idParams("id").extend({ kind: imageKindParamSchema });
const permissionBodySchema = z.object({
  permission: z.enum(STAFF_PERMISSIONS, { error: () => "Choose the compliance permission" }),
  granted: z.boolean({ error: () => "Say whether the permission is granted" }),
});

/** The compliance review (admin, or staff the admin granted "compliance"), and the admin's grant of it. */
export function registerComplianceRoutes(app: App, ctx: AppContext, now: () => number): void {
  const preHandler = requirePermission(ctx, "compliance");
  const tags = ["compliance"];

  app.get(
    "/compliance/queue",
    { preHandler, schema: { tags, response: { 200: complianceQueueSchema, ...errorResponses } } },
    async () => complianceQueue(ctx.db, now()),
  );

  app.get(
    "/compliance/submissions/:id/images/:kind",
    {
      preHandler,
      schema: { tags, params: imageParams, response: { 200: z.any().describe("The JPEG or PNG"), ...errorResponses } },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      const actor = auditActor(request);
      const image = await transact(ctx.db, (tx) => viewImage(tx, { submissionId: id, kind, actor }));
      return reply
        .header("content-type", image.mime)
        .header("cache-control", "no-store")
        .header("x-content-type-options", "nosniff")
        .send(Buffer.from(image.bytes));
    },
  );

  app.post(
    "/compliance/submissions/:id/decide",
    {
      preHandler,
      schema: {
        tags,
        params: idParams("id"),
        body: decideBodySchema,
        response: { 200: decisionResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { decision } = request.body;
      return answerOnce(ctx.db, request, "identity.review", { id, decision }, (tx, actor) =>
        decideSubmission(tx, { submissionId: id, decision, actor, nowMs: now() }),
      );
    },
  );

  app.put(
    "/admin/staff/:id/permissions",
    {
      preHandler: requireGuard(ctx, adminGuard),
      schema: {
        tags,
        params: idParams("id"),
        body: permissionBodySchema,
        response: { 200: permissionBodySchema.extend({ userId: z.number().int() }), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = auditActor(request);
      return transact(ctx.db, (tx) => setStaffPermission(tx, { userId: id, ...request.body, actor }));
    },
  );
}
