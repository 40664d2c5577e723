import { adminGuard } from "@sabong/shared/auth";
import {
  alertCloseBodySchema,
  alertDetailSchema,
  alertListQuerySchema,
  alertListSchema,
  alertNoteBodySchema,
  alertSuspendBodySchema,
  integrityThresholdsSchema,
  largeTransactionsQuerySchema,
} from "@sabong/shared/integrity";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { transact } from "../../events/transact.ts";
import { auditActor, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { sendXlsx, XLSX_CONTENT_TYPE } from "../../http/files.ts";
import { errorResponses, idParams } from "../../http/route-schemas.ts";
import { type AuditEntry, recordAudit } from "../audit/service.ts";
import { requirePermission } from "../identity/service.ts";
import { alertDetail, assignAlert, closeAlert, listAlerts, noteAlert, suspendFromAlert } from "./cases.ts";
import { alertCaseReport, largeTransactionsReport } from "./reports.ts";
import { readThresholds, setThresholds } from "./thresholds.ts";

const tags = ["integrity"];
const params = idParams("id");

/** The alerts queue and its cases (admin, or staff with "compliance"), and the admin's thresholds. */
export function registerIntegrityRoutes(app: App, ctx: AppContext): void {
  registerAlertRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerThresholdRoutes(app, ctx);
}

/** The alerts queue, one alert, and what a case handler does with it. */
function registerAlertRoutes(app: App, ctx: AppContext): void {
  const preHandler = requirePermission(ctx, "compliance");
  const detail = { 200: alertDetailSchema, ...errorResponses };

  app.get(
    "/compliance/alerts",
    {
      preHandler,
      schema: { tags, querystring: alertListQuerySchema, response: { 200: alertListSchema, ...errorResponses } },
    },
    async (request) => listAlerts(ctx.db, request.query),
  );
  app.get("/compliance/alerts/:id", { preHandler, schema: { tags, params, response: detail } }, async (request) =>
    alertDetail(ctx.db, request.params.id),
  );
  app.post("/compliance/alerts/:id/assign", { preHandler, schema: { tags, params, response: detail } }, (request) =>
    transact(ctx.db, (tx) => assignAlert(tx, request.params.id, auditActor(request))),
  );
  app.post(
    "/compliance/alerts/:id/notes",
    { preHandler, schema: { tags, params, body: alertNoteBodySchema, response: detail } },
    (request) => transact(ctx.db, (tx) => noteAlert(tx, request.params.id, request.body.body, auditActor(request))),
  );
  app.post(
    "/compliance/alerts/:id/close",
    { preHandler, schema: { tags, params, body: alertCloseBodySchema, response: detail } },
    (request) => transact(ctx.db, (tx) => closeAlert(tx, request.params.id, request.body, auditActor(request))),
  );
  app.post(
    "/compliance/alerts/:id/suspend",
    { preHandler, schema: { tags, params, body: alertSuspendBodySchema, response: detail } },
    (request) => transact(ctx.db, (tx) => suspendFromAlert(tx, request.params.id, request.body, auditActor(request))),
  );
}

/** Who took which file, audited before the download starts. */
function auditDownload(
  ctx: AppContext,
  request: FastifyRequest,
  file: Omit<AuditEntry, "actor" | "before" | "after">,
): Promise<void> {
  return transact(ctx.db, (tx) => recordAudit(tx, { actor: auditActor(request), ...file }));
}

/** The regulator's files; each download is audited (who took which file) before it starts. */
function registerReportRoutes(app: App, ctx: AppContext): void {
  const preHandler = requirePermission(ctx, "compliance");
  const file = { 200: z.any().describe("The .xlsx file"), ...errorResponses };
  app.get(
    "/compliance/reports/large-transactions.xlsx",
    {
      preHandler,
      schema: {
        tags,
        summary: "The day's large transactions (single movements and players' daily totals above the thresholds)",
        description: `Answers ${XLSX_CONTENT_TYPE}; amounts are numeric cells in pesos, times in Manila time.`,
        querystring: largeTransactionsQuerySchema,
        response: file,
      },
    },
    async (request, reply) => {
      const { day } = request.query;
      const report = await largeTransactionsReport(ctx.db, day);
      await auditDownload(ctx, request, {
        action: "compliance.report.large-transactions",
        entityType: "report",
        entityId: `large-transactions:${day}`,
      });
      return sendXlsx(reply, `large-transactions-${day}.xlsx`, report);
    },
  );
  app.get(
    "/compliance/alerts/:id/export.xlsx",
    {
      preHandler,
      schema: {
        tags,
        summary: "One suspicious-activity case: the alert, its evidence, the accounts, notes and audited steps",
        description: `Answers ${XLSX_CONTENT_TYPE}.`,
        params,
        response: file,
      },
    },
    async (request, reply) => {
      const alertId = request.params.id;
      const { fileName, file: workbook } = await alertCaseReport(ctx.db, alertId);
      await auditDownload(ctx, request, {
        action: "integrity.alert.export",
        entityType: "integrity-alert",
        entityId: alertId,
      });
      return sendXlsx(reply, fileName, workbook);
    },
  );
}

/** The admin's thresholds of the integrity watch. */
function registerThresholdRoutes(app: App, ctx: AppContext): void {
  const thresholds = { 200: integrityThresholdsSchema, ...errorResponses };
  const adminOnly = requireGuard(ctx, adminGuard);
  app.get("/admin/integrity/thresholds", { preHandler: adminOnly, schema: { tags, response: thresholds } }, () =>
    readThresholds(ctx.db),
  );
  app.put(
    "/admin/integrity/thresholds",
    { preHandler: adminOnly, schema: { tags, body: integrityThresholdsSchema, response: thresholds } },
    (request) => transact(ctx.db, (tx) => setThresholds(tx, request.body, auditActor(request))),
  );
}
