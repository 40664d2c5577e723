import { adminGuard } from "@sabong/shared/auth";
import {
  adminBetsPageSchema,
  adminBetsQuerySchema,
  STAKE_BACK_SAVED_MESSAGE,
  setStakeBackSchema,
  stakeBackSetting,
  stakeBackSettingSchema,
} from "@sabong/shared/betting";
import { messageBodySchema } from "@sabong/shared/contracts";
import { z } from "zod";
import { auditActor, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { sendXlsx, XLSX_CONTENT_TYPE } from "../../http/files.ts";
import { errorResponses } from "../../http/route-schemas.ts";
import { eventBetsFileName, eventBetsWorkbook } from "./export.ts";
import { betPage } from "./history.ts";
import { findAnyEvent } from "./repository.ts";
import { eventParams } from "./route-schemas.ts";
import { readStakeBack, setStakeBack } from "./stake-back.ts";

const tags = ["admin bets"];

export function registerAdminBetRoutes(app: App, ctx: AppContext): void {
  const admin = requireGuard(ctx, adminGuard);
  registerAdminBetListRoutes(app, ctx, admin);
  registerStakeBackRoutes(app, ctx, admin);
}

/** Admins only. */
type AdminGuard = ReturnType<typeof requireGuard>;

/** Every bet, paged and filtered, and an event's bets as a workbook. */
function registerAdminBetListRoutes(app: App, ctx: AppContext, admin: AdminGuard): void {
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

/** The stake-back setting (rules-examples.md, "Stake back on one-sided pools"): admins read and change it, audited. */
function registerStakeBackRoutes(app: App, ctx: AppContext, admin: AdminGuard): void {
  app.get(
    "/admin/settings/stake-back",
    {
      preValidation: admin,
      schema: {
        tags: ["settings"],
        summary: "Stake back on one-sided pools: top up to the stake (default) or cancel at close",
        response: { 200: stakeBackSettingSchema, ...errorResponses },
      },
    },
    async () => stakeBackSetting(await readStakeBack(ctx.db)),
  );

  app.post(
    "/admin/settings/stake-back",
    {
      preValidation: admin,
      schema: {
        tags: ["settings"],
        summary: "Change the stake-back setting (audited)",
        body: setStakeBackSchema,
        response: { 200: messageBodySchema, ...errorResponses },
      },
    },
    async (request) => {
      await setStakeBack(ctx.db, request.body.stakeBack, auditActor(request));
      return { message: STAKE_BACK_SAVED_MESSAGE };
    },
  );
}
