import { adminGuard } from "@sabong/shared/auth";
import {
  numberGameSchema,
  numberGameSettingsEntrySchema,
  numberGameSettingsListSchema,
  numberGameSettingsSchema,
} from "@sabong/shared/number-games";
import { z } from "zod";
import { auditActor, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { errorResponses } from "../../http/route-schemas.ts";
import { listGameSettings } from "./repository.ts";
import { updateGameSettings } from "./settings.ts";

const gameParams = z.object({ game: numberGameSchema });

const tags = ["admin number games"];

/** The admin's number-game settings: every change audited; draws not yet open take it, open ones keep their terms. */
export function registerDrawAdminRoutes(app: App, ctx: AppContext): void {
  const admin = requireGuard(ctx, adminGuard);

  app.get(
    "/admin/number-games",
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "Each number game's settings",
        response: { 200: numberGameSettingsListSchema, ...errorResponses },
      },
    },
    async () => listGameSettings(ctx.db),
  );

  app.put(
    "/admin/number-games/:game",
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "Change a number game's settings (draws still scheduled take them)",
        params: gameParams,
        body: numberGameSettingsSchema,
        response: { 200: numberGameSettingsEntrySchema, ...errorResponses },
      },
    },
    async (request) => updateGameSettings(ctx.db, request.params.game, request.body, auditActor(request)),
  );
}
