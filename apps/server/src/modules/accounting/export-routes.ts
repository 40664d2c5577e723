import { accountingCriteriaSchema } from "@sabong/shared/accounting";
import { adminGuard } from "@sabong/shared/auth";
import { z } from "zod";
import { requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { sendXlsx, XLSX_CONTENT_TYPE } from "../../http/files.ts";
import { errorResponses } from "../../http/route-schemas.ts";
import { accountingExportFileName, accountingWorkbook } from "./export.ts";
import { exportSources } from "./export-transfers.ts";

/** Spec: POST /admin/excel-history (report criteria → file blob). */
export function registerAccountingExportRoutes(app: App, ctx: AppContext): void {
  app.post(
    "/admin/excel-history",
    {
      preValidation: requireGuard(ctx, adminGuard),
      schema: {
        tags: ["admin accounting"],
        summary: "The accounting report of the criteria as an .xlsx file (every grouping, and the transfers)",
        description:
          `Answers ${XLSX_CONTENT_TYPE}, streamed, with a Content-Disposition file name: a Criteria cover sheet, ` +
          "one sheet per grouping with a TOTAL row, and a Transfers sheet. Amounts are numeric cells in pesos.",
        body: accountingCriteriaSchema,
        // A stream is sent as it is (never serialised); the schema only documents the answer.
        response: { 200: z.any().describe("The .xlsx file"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await accountingWorkbook(exportSources(ctx.db), request.body);
      return sendXlsx(reply, accountingExportFileName(request.body), file);
    },
  );
}
