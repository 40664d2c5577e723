import { adminGuard, otherUserGuard, playerGuard, staff2OnlyGuard } from "@sabong/shared/auth";
import {
  cashInBodySchema,
  cashOutBodySchema,
  cashRequestIdParams,
  cashRequestListSchema,
  cashRequestQueueSchema,
  cashRequestViewSchema,
  rejectBodySchema,
} from "@sabong/shared/cash-requests";
import { z } from "zod";
import { auditActor, caller, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { errorResponses } from "../../http/route-schemas.ts";
import { answerOnce } from "../ledger/service.ts";
import { approveCashRequest, cancelCashRequest, createCashRequest, rejectCashRequest } from "./service.ts";
import { playerRequests, requestQueue, screenshotOf } from "./views.ts";

const tags = ["cash-requests"];
/** One base64 screenshot of at most 5 MB (4/3 larger as text) and the typed fields. */
const CASH_IN_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

const view = { 200: cashRequestViewSchema, ...errorResponses };

/** Cash-in and cash-out requests (docs/decisions/0015-cash-requests.md): the player's side and the handler's queue. */
export function registerCashRequestRoutes(app: App, ctx: AppContext): void {
  registerAskRoutes(app, ctx);
  registerPlayerRequestRoutes(app, ctx);
  registerHandlerRoutes(app, ctx);
}

/** The player asks: a cash in with the payment's reference and screenshot, or a cash out to an e-wallet. */
function registerAskRoutes(app: App, ctx: AppContext): void {
  const player = requireGuard(ctx, playerGuard);
  app.post(
    "/player/cash-requests/cash-in",
    {
      preHandler: player,
      bodyLimit: CASH_IN_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: "Ask for a cash in (a load) with the payment's reference",
        body: cashInBodySchema,
        response: view,
      },
    },
    async (request) => {
      const { desk, amountCentavos, eWallet, reference, screenshot } = request.body;
      // The screenshot is not part of the replay fingerprint: its size would bloat the idempotency table.
      return answerOnce(
        ctx.db,
        request,
        "cash-request.cash-in",
        { desk, amountCentavos, eWallet, reference },
        (tx, actor) =>
          createCashRequest(tx, actor, { kind: "cash-in", desk, amountCentavos, eWallet, reference, screenshot }),
      );
    },
  );

  app.post(
    "/player/cash-requests/cash-out",
    {
      preHandler: player,
      schema: {
        tags,
        summary: "Ask for a cash out (a withdrawal) to an e-wallet number",
        body: cashOutBodySchema,
        response: view,
      },
    },
    async (request) => {
      const { desk, amountCentavos, eWallet, walletNumber } = request.body;
      const inputs = { desk, amountCentavos, eWallet, walletNumber };
      return answerOnce(ctx.db, request, "cash-request.cash-out", inputs, (tx, actor) =>
        createCashRequest(tx, actor, { kind: "cash-out", ...inputs }),
      );
    },
  );
}

/** The player's own requests, and taking one back. */
function registerPlayerRequestRoutes(app: App, ctx: AppContext): void {
  const player = requireGuard(ctx, playerGuard);
  app.get(
    "/player/cash-requests",
    {
      preHandler: player,
      schema: {
        tags,
        summary: "The player's requests, newest first",
        response: { 200: cashRequestListSchema, ...errorResponses },
      },
    },
    async (request) => ({ items: await playerRequests(ctx.db, caller(request).userId) }),
  );

  app.post(
    "/player/cash-requests/:id/cancel",
    {
      preHandler: player,
      schema: { tags, summary: "Take back a waiting request", params: cashRequestIdParams, response: view },
    },
    async (request) => cancelCashRequest(ctx.db, auditActor(request), request.params.id),
  );
}

/** The handler's queue and decisions, and the payment's screenshot. */
function registerHandlerRoutes(app: App, ctx: AppContext): void {
  // Agents handle their own players' requests; cashiers the desk's.
  const handlers = requireGuard(ctx, otherUserGuard, staff2OnlyGuard);
  app.get(
    "/cash-requests/queue",
    {
      preHandler: handlers,
      schema: {
        tags,
        summary: "Waiting requests (oldest first) and the latest decided",
        response: { 200: cashRequestQueueSchema, ...errorResponses },
      },
    },
    async (request) => requestQueue(ctx.db, caller(request)),
  );

  app.post(
    "/cash-requests/:id/approve",
    {
      preHandler: handlers,
      schema: {
        tags,
        summary: "Approve: load or withdraw the player's points (once per request: the request id is its key)",
        params: cashRequestIdParams,
        response: view,
      },
    },
    async (request) => approveCashRequest(ctx.db, auditActor(request), request.params.id),
  );

  app.post(
    "/cash-requests/:id/reject",
    {
      preHandler: handlers,
      schema: {
        tags,
        summary: "Reject with a reason the player reads",
        params: cashRequestIdParams,
        body: rejectBodySchema,
        response: view,
      },
    },
    async (request) => rejectCashRequest(ctx.db, auditActor(request), request.params.id, request.body.reason),
  );

  app.get(
    "/cash-requests/:id/screenshot",
    {
      preHandler: requireGuard(ctx, otherUserGuard, staff2OnlyGuard, adminGuard),
      schema: {
        tags,
        summary: "The payment's screenshot (the handler and admins only; each look audited)",
        params: cashRequestIdParams,
        response: { 200: z.any().describe("The JPEG or PNG"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const image = await screenshotOf(ctx.db, auditActor(request), caller(request), request.params.id);
      return reply
        .header("content-type", image.mime)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(Buffer.from(image.bytes));
    },
  );
}
