import { adminGuard, otherUserGuard, playerGuard } from "@sabong/shared/auth";
import {
  dayResultsSchema,
  historyPageSchema,
  historyQuerySchema,
  historyTicketSchema,
  resultsQuerySchema,
  staffHistoryQuerySchema,
  ticketParamsSchema,
} from "@sabong/shared/history";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authenticate, caller, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { sendXlsx, XLSX_CONTENT_TYPE } from "../../http/files.ts";
import { errorResponses } from "../../http/route-schemas.ts";
import { historyFileName, historyWorkbook } from "./export.ts";
import { dayResults, type HistoryScope, historyPage, ticketReceipt } from "./service.ts";

const tags = ["history"];

/** The three ways into the history: the player's own, an agent's downline, everyone's. */
const HISTORY_AREAS = [
  {
    path: "/player/history",
    guard: playerGuard,
    query: historyQuerySchema,
    who: "My bets and tickets",
    scope: (r: FastifyRequest): HistoryScope => ({ kind: "own", userId: caller(r).userId }),
  },
  {
    path: "/user/history",
    guard: otherUserGuard,
    query: staffHistoryQuerySchema,
    who: "Bets and tickets of the caller's downline (any depth)",
    scope: (r: FastifyRequest): HistoryScope => ({ kind: "downline", agentId: caller(r).userId }),
  },
  {
    path: "/admin/history",
    guard: adminGuard,
    query: staffHistoryQuerySchema,
    who: "Every bet and ticket",
    scope: (): HistoryScope => ({ kind: "all" }),
  },
] as const;

/** One way in: its page of history, and the same filters as an .xlsx file. */
function registerHistoryArea(app: App, ctx: AppContext, area: (typeof HISTORY_AREAS)[number]): void {
  const guarded = requireGuard(ctx, area.guard);
  app.get(
    area.path,
    {
      preValidation: guarded,
      schema: {
        tags,
        summary: `${area.who}, every game, newest first (filters: game, status, days, ticket or combination)`,
        querystring: area.query,
        response: { 200: historyPageSchema, ...errorResponses },
      },
    },
    async (request) => historyPage(ctx.db, area.scope(request), request.query),
  );
  app.get(
    `${area.path}/export`,
    {
      preValidation: guarded,
      schema: {
        tags,
        summary: `${area.who} under the same filters, as an .xlsx file`,
        description: `Answers ${XLSX_CONTENT_TYPE} with a Content-Disposition file name; amounts in pesos.`,
        querystring: area.query,
        // A stream is sent as it is (never serialised); the schema only documents the answer.
        response: { 200: z.any().describe("The .xlsx file"), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendXlsx(reply, historyFileName(request.query), historyWorkbook(ctx.db, area.scope(request), request.query)),
  );
}

/** A ticket's receipt and one day's results, for any signed-in caller. */
function registerReceiptAndResultRoutes(app: App, ctx: AppContext): void {
  app.get(
    "/player/tickets/:ticketId/receipt",
    {
      preValidation: authenticate(ctx),
      schema: {
        tags,
        summary: "One ticket's receipt: its owner, the owner's uplines and the admin may open it",
        params: ticketParamsSchema,
        response: { 200: historyTicketSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { userId, type } = caller(request);
      return ticketReceipt(ctx.db, { userId, type }, request.params.ticketId);
    },
  );

  app.get(
    "/player/results",
    {
      preValidation: authenticate(ctx),
      schema: {
        tags,
        summary: "Results history: one game's results of one Manila day (fights, or draws with their fairness proof)",
        querystring: resultsQuerySchema,
        response: { 200: dayResultsSchema, ...errorResponses },
      },
    },
    async (request) => dayResults(ctx.db, request.query),
  );
}

/**
 * The one history of every game, three ways in: the player's own (/player/history), an agent's downline
 * (/user/history) and everyone's (/admin/history); each with its .xlsx export under the same filters.
 */
export function registerHistoryRoutes(app: App, ctx: AppContext): void {
  for (const area of HISTORY_AREAS) registerHistoryArea(app, ctx, area);
  registerReceiptAndResultRoutes(app, ctx);
}
