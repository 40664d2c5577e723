import { adminGuard } from "@sabong/shared/auth";
import {
  exclusionImportBodySchema,
  exclusionImportResultSchema,
  exclusionListSchema,
  exclusionRemovalBodySchema,
  familyExclusionBodySchema,
} from "@sabong/shared/identity";
import { z } from "zod";
import { transact } from "../../events/transact.ts";
import { auditActor, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { errorResponses, idParams } from "../../http/route-schemas.ts";
import { parseExclusionCsv } from "./csv.ts";
import { addFamilyExclusion, exclusionList, importRegulatorList, removeExclusion } from "./exclusions.ts";

const IMPORT_BODY_LIMIT_BYTES = 6 * 1024 * 1024;
const idResult = { 200: z.object({ id: z.number().int() }), ...errorResponses };

/** The admin's exclusion list (docs/decisions/0013): import, family entries, removal with a reason, the counts. */
export function registerExclusionRoutes(app: App, ctx: AppContext): void {
  const preHandler = requireGuard(ctx, adminGuard);
  const tags = ["exclusions"];
  const secret = ctx.config.identityHmacSecret;

  app.get(
    "/admin/exclusions",
    { preHandler, schema: { tags, response: { 200: exclusionListSchema, ...errorResponses } } },
    async () => exclusionList(ctx.db),
  );

  app.post(
    "/admin/exclusions/import",
    {
      preHandler,
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        tags,
        body: exclusionImportBodySchema,
        response: { 200: exclusionImportResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const people = parseExclusionCsv(request.body.csv);
      const actor = auditActor(request);
      return transact(ctx.db, (tx) => importRegulatorList(tx, people, actor, secret));
    },
  );

  app.post(
    "/admin/exclusions",
    { preHandler, schema: { tags, body: familyExclusionBodySchema, response: idResult } },
    async (request) => {
      const actor = auditActor(request);
      return transact(ctx.db, (tx) => addFamilyExclusion(tx, request.body, actor, secret));
    },
  );

  app.delete(
    "/admin/exclusions/:id",
    { preHandler, schema: { tags, params: idParams("id"), body: exclusionRemovalBodySchema, response: idResult } },
    async (request) => {
      const actor = auditActor(request);
      return transact(ctx.db, (tx) => removeExclusion(tx, request.params.id, request.body.reason, actor));
    },
  );
}
