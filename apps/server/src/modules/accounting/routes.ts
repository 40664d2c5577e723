import { accountingCriteriaSchema, accountingReportSchema } from "@sabong/shared/accounting";
import { adminGuard } from "@sabong/shared/auth";
import { requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { errorResponses } from "../../http/route-schemas.ts";
import { accountingReport } from "./report.ts";

/** The admin's accounting report (docs/decisions/0008-accounting.md). */
export function registerAccountingRoutes(app: App, ctx: AppContext): void {
  app.get(
    "/admin/accounting",
    {
      preValidation: requireGuard(ctx, adminGuard),
      schema: {
        tags: ["admin accounting"],
        summary: "Turnover, payouts, commission and house result of a range, grouped by day, contest, game or agent",
        querystring: accountingCriteriaSchema,
        response: { 200: accountingReportSchema, ...errorResponses },
      },
    },
    async (request) => accountingReport(ctx.db, request.query),
  );
}
