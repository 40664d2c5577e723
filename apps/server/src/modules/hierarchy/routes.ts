import { adminGuard, otherUserGuard, staffOrStaff2Guard } from "@sabong/shared/auth";
import {
  approvalPageSchema,
  approvalQuerySchema,
  createDownlineSchema,
  downlineQuerySchema,
  type HierarchyUser,
  hierarchyUserPageSchema,
  hierarchyUserSchema,
  idParamsSchema,
  playerQuerySchema,
  reasonBodySchema,
  updateRatesSchema,
} from "@sabong/shared/users";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { DbOrTx } from "../../db/client.ts";
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

/** POST <base>/:id/<name>: one change of one user, answered with the user's list row. */
type UserAction = {
  name: string;
  run: (db: DbOrTx, actor: Actor, targetId: number, reason?: string) => Promise<HierarchyUser>;
  /** Takes an optional {reason} body and ends the user's sessions. */
  ends?: true;
};

export const SUSPENSION_ACTIONS: UserAction[] = [
  { name: "suspend", run: suspendUser, ends: true },
  { name: "reactivate", run: reactivateUser },
];
const APPROVAL_ACTIONS: UserAction[] = [
  { name: "approve", run: approveRegistration },
  { name: "reject", run: rejectRegistration, ends: true },
];

export function registerUserActions(
  app: App,
  ctx: AppContext,
  options: { base: string; preHandler: preHandlerAsyncHookHandler[]; tags: string[]; actions: UserAction[] },
): void {
  const { base, preHandler, tags } = options;
  for (const action of options.actions) {
    const body = action.ends ? { body: reasonBodySchema } : {};
    app.post(
      `${base}/:id/${action.name}`,
      { preHandler, schema: { tags, params: idParamsSchema, ...body, response: { 200: hierarchyUserSchema } } },
      async (request) => {
        const reason = (request.body as { reason?: string } | null | undefined)?.reason;
        const done = action.run(ctx.db, actorOf(request), request.params.id, reason);
        return action.ends ? endingSessions(ctx, done) : done;
      },
    );
  }
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

  registerUserActions(app, ctx, {
    base: "/user/downlines",
    preHandler: agentOrAdmin,
    tags,
    actions: SUSPENSION_ACTIONS,
  });

  app.get(
    "/user/approvals",
    {
      preHandler: agentOrAdmin,
      schema: { tags, querystring: approvalQuerySchema, response: { 200: approvalPageSchema } },
    },
    async (request) => listApprovals(ctx.db, actorOf(request), request.query),
  );

  registerUserActions(app, ctx, { base: "/user/approvals", preHandler: agentOrAdmin, tags, actions: APPROVAL_ACTIONS });

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
