import { adminGuard } from "@sabong/shared/auth";
import {
  liftBodySchema,
  protectionViewSchema,
  responsibleGamingPageSchema,
  responsibleGamingQuerySchema,
} from "@sabong/shared/protection";
import { z } from "zod";
import { requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { sendXlsx, XLSX_CONTENT_TYPE } from "../../http/files.ts";
import { errorResponses, idParams } from "../../http/route-schemas.ts";
import { answerOnce } from "../ledger/service.ts";
import { responsibleGamingFileName, responsibleGamingPage, responsibleGamingWorkbook } from "./admin.ts";
import { liftRestrictionFor } from "./restrictions.ts";

const exportQuerySchema = responsibleGamingQuerySchema.pick({ filter: true, q: true });

/** The admin's responsible-gaming page: the list, its .xlsx, and lifting a self-exclusion (after six months only). */
export function registerAdminProtectionRoutes(app: App, ctx: AppContext, now: () => number): void {
  const preHandler = requireGuard(ctx, adminGuard);
  const tags = ["admin protection"];

  app.get(
    "/admin/responsible-gaming",
    {
      preHandler,
      schema: {
        tags,
        querystring: responsibleGamingQuerySchema,
        response: { 200: responsibleGamingPageSchema, ...errorResponses },
      },
    },
    async (request) => responsibleGamingPage(ctx.db, request.query, now()),
  );

  app.get(
    "/admin/responsible-gaming.xlsx",
    {
      preHandler,
      schema: {
        tags,
        summary: "The responsible-gaming list of a filter as an .xlsx file (every row)",
        description: `Answers ${XLSX_CONTENT_TYPE} with a Content-Disposition file name.`,
        querystring: exportQuerySchema,
        response: { 200: z.any().describe("The .xlsx file"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const nowMs = now();
      const file = responsibleGamingWorkbook(ctx.db, request.query, nowMs);
      return sendXlsx(reply, responsibleGamingFileName(request.query.filter, nowMs), file);
    },
  );

  app.post(
    "/admin/responsible-gaming/:userId/lift",
    {
      preHandler,
      schema: {
        tags,
        params: idParams("userId"),
        body: liftBodySchema,
        response: { 200: protectionViewSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const { writtenRequest, reason } = request.body;
      return answerOnce(ctx.db, request, "protection.lift", { userId, writtenRequest, reason }, (tx, actor) =>
        liftRestrictionFor(tx, { playerId: userId, actor, nowMs: now() }, { by: "admin", writtenRequest, reason }),
      );
    },
  );
}
