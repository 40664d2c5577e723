import { agentSummaryQuerySchema, agentSummarySchema } from "@sabong/shared/accounting";
import { otherUserGuard } from "@sabong/shared/auth";
import { z } from "zod";
import { caller, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { sendXlsx, XLSX_CONTENT_TYPE } from "../../http/files.ts";
import { errorResponses } from "../../http/route-schemas.ts";
import { agentSummaryFileName, agentSummaryWorkbook } from "./export.ts";
import { agentSummary } from "./service.ts";

const tags = ["agent summary"];

/**
 * The agent's Summary Reports (agents and loaders): its downlines' turnover and commission over a range, a
 * drill-down into any downline of its tree, and the same as an .xlsx.
 */
export function registerAgentSummaryRoutes(app: App, ctx: AppContext): void {
  const agents = requireGuard(ctx, otherUserGuard);

  app.get(
    "/user/summary",
    {
      preValidation: agents,
      schema: {
        tags,
        summary: "Turnover and commission of the caller's (or a tree member's) downlines over Manila days",
        querystring: agentSummaryQuerySchema,
        response: { 200: agentSummarySchema, ...errorResponses },
      },
    },
    async (request) => agentSummary(ctx.db, caller(request).userId, request.query),
  );

  app.get(
    "/user/summary/export",
    {
      preValidation: agents,
      schema: {
        tags,
        summary: "The same summary as an .xlsx file",
        description: `Answers ${XLSX_CONTENT_TYPE} with a Content-Disposition file name; amounts are numeric cells in pesos.`,
        querystring: agentSummaryQuerySchema,
        // A stream is sent as it is (never serialised); the schema only documents the answer.
        response: { 200: z.any().describe("The .xlsx file"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const summary = await agentSummary(ctx.db, caller(request).userId, request.query);
      return sendXlsx(reply, agentSummaryFileName(summary), agentSummaryWorkbook(summary));
    },
  );
}
