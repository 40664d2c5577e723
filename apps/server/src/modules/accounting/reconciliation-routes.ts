import { reconciliationQuerySchema, reconciliationSchema } from "@sabong/shared/accounting";
import { adminGuard } from "@sabong/shared/auth";
import { requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { errorResponses } from "../../http/route-schemas.ts";
import { reconcileDay } from "./reconciliation.ts";

export function registerReconciliationRoutes(app: App, ctx: AppContext): void {
  app.get(
    "/admin/reconciliation",
    {
      preValidation: requireGuard(ctx, adminGuard),
      schema: {
        tags: ["admin accounting"],
        summary: "End-of-day reconciliation: per class of accounts, opening + in − out against the recorded closing",
        querystring: reconciliationQuerySchema,
        response: { 200: reconciliationSchema, ...errorResponses },
      },
    },
    async (request) => reconcileDay(ctx.db, request.query.day),
  );
}
