import { adminGuard } from "@sabong/shared/auth";
import { adminBetsPageSchema, adminBetsQuerySchema } from "@sabong/shared/betting";
import { z } from "zod";
import { requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { sendXlsx, XLSX_CONTENT_TYPE } from "../../http/files.ts";
import { errorResponses } from "../../http/route-schemas.ts";
import { eventBetsFileName, eventBetsWorkbook } from "./export.ts";
import { betPage } from "./history.ts";
import { findAnyEvent } from "./repository.ts";
import { eventParams } from "./route-schemas.ts";

export function registerAdminBetRoutes(app: App, ctx: AppContext): void {
  const admin = requireGuard(ctx, adminGuard);
  const tags = ["admin bets"];

  app.get(
    "/admin/bets",
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "All bets, newest first (filters: game, event, fight, user, status, date)",
        querystring: adminBetsQuerySchema,
        response: { 200: adminBetsPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      return betPage(ctx.db, filters, page, pageSize);
    },
  );

  app.post(
    "/admin/bets/download/:eventId",
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "The event's bet history as an .xlsx file",
        description: `Answers ${XLSX_CONTENT_TYPE} with a Content-Disposition file name.`,
        params: eventParams,
        // A stream is sent as it is (never serialised); the schema only documents the answer.
        response: { 200: z.any().describe("The .xlsx file"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const event = await findAnyEvent(ctx.db, request.params.eventId);
      return sendXlsx(reply, eventBetsFileName(event), eventBetsWorkbook(ctx.db, event));
    },
  );
}
