import { adminGuard, staffOnlyGuard } from "@sabong/shared/auth";
import { errorBodySchema } from "@sabong/shared/contracts";
import { GAME_REGISTRY, NUMBER_GAMES } from "@sabong/shared/games";
import { z } from "zod";
import { notFound } from "../../errors.ts";
import { requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { sendXlsx, XLSX_CONTENT_TYPE } from "../../http/files.ts";
import { drawReportFileName, drawReportWorkbook } from "./report.ts";
import { drawParams } from "./routes-staff.ts";

const errorResponses = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * The draw report of every number game (spec: POST /{type}/download/{drawId}): staff who run the draws, and admins,
 * download it. The game in the path must be the draw's game; any other draw id answers 404.
 */
export function registerDrawReportRoutes(app: App, ctx: AppContext): void {
  const staffOrAdmin = requireGuard(ctx, staffOnlyGuard, adminGuard);
  for (const game of NUMBER_GAMES) {
    const segment = GAME_REGISTRY[game].api.staff;
    app.post(
      `/${segment}/download/:drawId`,
      {
        preValidation: staffOrAdmin,
        schema: {
          tags: [`${game} staff`],
          summary: `The ${GAME_REGISTRY[game].label} draw report as an .xlsx file (summary, tally, winners)`,
          description: `Answers ${XLSX_CONTENT_TYPE} with a Content-Disposition file name; amounts are numeric cells in pesos.`,
          params: drawParams,
          // A stream is sent as it is (never serialised); the schema only documents the answer.
          response: { 200: z.any().describe("The .xlsx file"), ...errorResponses },
        },
      },
      async (request, reply) => {
        const file = await drawReportWorkbook(ctx.db, game, request.params.drawId);
        if (!file) throw notFound("Draw not found");
        return sendXlsx(reply, drawReportFileName(game, request.params.drawId), file);
      },
    );
  }
}
