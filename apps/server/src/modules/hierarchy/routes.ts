import {
  adminGuard,
  approvalPageSchema,
  approvalQuerySchema,
  createDownlineSchema,
  downlineQuerySchema,
  hierarchyUserPageSchema,
  hierarchyUserSchema,
  idParamsSchema,
  otherUserGuard,
  playerQuerySchema,
  reasonBodySchema,
  staffOrStaff2Guard,
  updateRatesSchema,
} from "@sabong/shared";
import type { FastifyRequest } from "fastify";
import { caller, endingSessions, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import {
  type Actor,
  approveRegistration,
  createDownline,
  listApprovals,
  listDownlines,
  listPlayers,
  reactivateUser,
  rejectRegistration,
  suspendUser,
  updateDownlineRates,
} from "./service.ts";

export function actorOf(request: FastifyRequest): Actor {
  const auth = caller(request);
  return { userId: auth.userId, username: auth.username, type: auth.type, role: auth.role, ip: request.ip };
}

/**
 * Agents (and admins, whose tree is everyone) manage their downlines and approvals here; players and staff are
 * refused. See docs/roles.md.
 */
export function registerHierarchyRoutes(app: App, ctx: AppContext): void {
  const agentOrAdmin = requireGuard(ctx, otherUserGuard, adminGuard);
  const tags = ["hierarchy"];

  app.get(
    "/user/downlines",
    {
      preHandler: agentOrAdmin,
      schema: { tags, querystring: downlineQuerySchema, response: { 200: hierarchyUserPageSchema } },
    },
    async (request) => listDownlines(ctx.db, actorOf(request), request.query),
  );

  app.post(
    "/user/downlines",
    { preHandler: agentOrAdmin, schema: { tags, body: createDownlineSchema, response: { 201: hierarchyUserSchema } } },
    async (request, reply) => reply.status(201).send(await createDownline(ctx.db, actorOf(request), request.body)),
  );

  app.patch(
    "/user/downlines/:id",
    {
      preHandler: agentOrAdmin,
      schema: { tags, params: idParamsSchema, body: updateRatesSchema, response: { 200: hierarchyUserSchema } },
    },
    async (request) => updateDownlineRates(ctx.db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    "/user/downlines/:id/suspend",
    {
      preHandler: agentOrAdmin,
      schema: { tags, params: idParamsSchema, body: reasonBodySchema, response: { 200: hierarchyUserSchema } },
    },
    async (request) =>
      endingSessions(ctx, suspendUser(ctx.db, actorOf(request), request.params.id, request.body?.reason)),
  );

  app.post(
    "/user/downlines/:id/reactivate",
    { preHandler: agentOrAdmin, schema: { tags, params: idParamsSchema, response: { 200: hierarchyUserSchema } } },
    async (request) => reactivateUser(ctx.db, actorOf(request), request.params.id),
  );

  app.get(
    "/user/approvals",
    {
      preHandler: agentOrAdmin,
      schema: { tags, querystring: approvalQuerySchema, response: { 200: approvalPageSchema } },
    },
    async (request) => listApprovals(ctx.db, actorOf(request), request.query),
  );

  app.post(
    "/user/approvals/:id/approve",
    { preHandler: agentOrAdmin, schema: { tags, params: idParamsSchema, response: { 200: hierarchyUserSchema } } },
    async (request) => approveRegistration(ctx.db, actorOf(request), request.params.id),
  );

  app.post(
    "/user/approvals/:id/reject",
    {
      preHandler: agentOrAdmin,
      schema: { tags, params: idParamsSchema, body: reasonBodySchema, response: { 200: hierarchyUserSchema } },
    },
    async (request) =>
      endingSessions(ctx, rejectRegistration(ctx.db, actorOf(request), request.params.id, request.body?.reason)),
  );

  // Players of the caller's tree; staff and staff2 see all players (the cashier's wallet station), read only.
  app.get(
    "/user/players",
    {
      preHandler: requireGuard(ctx, otherUserGuard, adminGuard, staffOrStaff2Guard),
      schema: { tags, querystring: playerQuerySchema, response: { 200: hierarchyUserPageSchema } },
    },
    async (request) => listPlayers(ctx.db, actorOf(request), request.query),
  );
}
