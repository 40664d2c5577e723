import { adminGuard } from "@sabong/shared/auth";
import {
  alertCloseBodySchema,
  alertDetailSchema,
  alertListQuerySchema,
  alertListSchema,
  alertNoteBodySchema,
  alertSuspendBodySchema,
  integrityThresholdsSchema,
} from "@sabong/shared/integrity";
import { transact } from "../../events/transact.ts";
import { auditActor, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { errorResponses, idParams } from "../../http/route-schemas.ts";
import { requirePermission } from "../identity/service.ts";
import { alertDetail, assignAlert, closeAlert, listAlerts, noteAlert, suspendFromAlert } from "./cases.ts";
import { readThresholds, setThresholds } from "./thresholds.ts";

/** The alerts queue and its cases (admin, or staff with "compliance"), and the admin's thresholds. */
export function registerIntegrityRoutes(app: App, ctx: AppContext): void {
  const preHandler = requirePermission(ctx, "compliance");
  const tags = ["integrity"];
  const detail = { 200: alertDetailSchema, ...errorResponses };
  const params = idParams("id");

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
