import { adminGuard } from "@sabong/shared/auth";
import {
  kycAccessSettingSchema,
  kycAccessSettingViewSchema,
  playerStatusBodySchema,
  playerStatusResultSchema,
  relatedAgentsQuerySchema,
  relatedAgentsReportSchema,
} from "@sabong/shared/identity";
import { transact } from "../../events/transact.ts";
import { auditActor, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { errorResponses, idParams } from "../../http/route-schemas.ts";
import { answerOnce } from "../ledger/service.ts";
import { readKycAccess, setKycAccess } from "./access-setting.ts";
import { setPlayerStatus } from "./closing.ts";
import { requirePermission } from "./permissions.ts";
import { relatedAgentsReport } from "./related-agents.ts";

/**
 * A player's status set by hand (compliance), the platform setting of what waiting statuses allow (admin), and the
 * integrity report of players served by agents not their own (admin). Decision 0013.
 */
export function registerStatusRoutes(app: App, ctx: AppContext): void {
  const admin = requireGuard(ctx, adminGuard);
  const tags = ["compliance"];

  app.put(
    "/compliance/players/:id/status",
    {
      preHandler: requirePermission(ctx, "compliance"),
      schema: {
        tags,
        params: idParams("id"),
        body: playerStatusBodySchema,
        response: { 200: playerStatusResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status, reason } = request.body;
      return answerOnce(ctx.db, request, "identity.status.set", { id, status, reason }, (tx, actor) =>
        setPlayerStatus(tx, { playerId: id, status, reason, actor }),
      );
    },
  );

  app.get(
    "/admin/identity/access-setting",
    { preHandler: admin, schema: { tags, response: { 200: kycAccessSettingViewSchema, ...errorResponses } } },
    async () => readKycAccess(ctx.db),
  );

  app.put(
    "/admin/identity/access-setting",
    {
      preHandler: admin,
      schema: { tags, body: kycAccessSettingSchema, response: { 200: kycAccessSettingViewSchema, ...errorResponses } },
    },
    async (request) => {
      const actor = auditActor(request);
      return transact(ctx.db, (tx) => setKycAccess(tx, request.body, actor));
    },
  );

  app.get(
    "/admin/integrity/related-agents",
    {
      preHandler: admin,
      schema: {
        tags: ["integrity"],
        querystring: relatedAgentsQuerySchema,
        response: { 200: relatedAgentsReportSchema, ...errorResponses },
      },
    },
    async (request) => relatedAgentsReport(ctx.db, request.query),
  );
}
