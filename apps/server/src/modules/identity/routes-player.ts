import { playerGuard } from "@sabong/shared/auth";
import { identityUploadBodySchema, identityViewSchema } from "@sabong/shared/identity";
import { caller, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { errorResponses } from "../../http/route-schemas.ts";
import { answerOnce } from "../ledger/service.ts";
import { identityView, submitIdentity } from "./submissions.ts";

/** Two base64 pictures of at most 5 MB each (4/3 larger as text) and the typed fields. */
export const IDENTITY_BODY_LIMIT_BYTES = 15 * 1024 * 1024;

/** The player's own identity (docs/decisions/0013): send it once (idempotent), read the status. */
export function registerPlayerIdentityRoutes(app: App, ctx: AppContext): void {
  const preHandler = requireGuard(ctx, playerGuard);
  const tags = ["identity"];
  const view = { 200: identityViewSchema, ...errorResponses };

  app.get("/identity", { preHandler, schema: { tags, response: view } }, async (request) =>
    identityView(ctx.db, caller(request).userId),
  );

  app.post(
    "/identity",
    {
      preHandler,
      bodyLimit: IDENTITY_BODY_LIMIT_BYTES,
      schema: { tags, body: identityUploadBodySchema, response: view },
    },
    async (request) => {
      const playerId = caller(request).userId;
      const { identity, idPhoto, selfie } = request.body;
      // The images are not part of the replay fingerprint: their size would bloat the idempotency table.
      return answerOnce(ctx.db, request, "identity.submit", { identity }, (tx, actor) =>
        submitIdentity(tx, {
          playerId,
          body: identity,
          images: { idPhoto, selfie },
          secret: ctx.config.identityHmacSecret,
          actor,
        }),
      );
    },
  );
}
