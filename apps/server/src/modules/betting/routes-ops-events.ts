import {
  bettingEventInputSchema,
  bettingEventListSchema,
  bettingEventPatchSchema,
  bettingEventSchema,
  eventConsoleSchema,
  eventListQuerySchema,
  fightListSchema,
} from "@sabong/shared/betting";
import { idempotentBodySchema } from "@sabong/shared/contracts";
import { auditActor } from "../../http/auth.ts";
import { errorResponses } from "../../http/route-schemas.ts";
import { answerOnce } from "../ledger/service.ts";
import { createEvent, editEvent } from "./events.ts";
import { nextFight } from "./fights.ts";
import { listEvents } from "./repository.ts";
import { eventParams, type OperatorScope } from "./route-schemas.ts";
import { eventConsole, fightList } from "./screens.ts";
import { toEventView } from "./views.ts";

/** Events: list, create, edit, the console, its fights, and the next fight. */
export function registerOperatorEventRoutes(scope: OperatorScope): void {
  registerEventRecordRoutes(scope);
  registerEventConsoleRoutes(scope);
}

/** The events themselves: list, create, edit. */
function registerEventRecordRoutes({ app, ctx, game, prefix, tags, staff, staffOrAdmin }: OperatorScope): void {
  app.get(
    `${prefix}/events`,
    {
      preValidation: staffOrAdmin,
      schema: { tags, querystring: eventListQuerySchema, response: { 200: bettingEventListSchema, ...errorResponses } },
    },
    async (request) => {
      const rows = await listEvents(ctx.db, game, request.query.status ? [request.query.status] : undefined);
      return { items: rows.map(toEventView) };
    },
  );

  app.post(
    `${prefix}/events`,
    {
      preValidation: staff,
      schema: { tags, body: bettingEventInputSchema, response: { 201: eventConsoleSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { event } = await createEvent(ctx.db, game, request.body, auditActor(request));
      return reply.status(201).send(await eventConsole(ctx.db, game, event.id));
    },
  );

  app.put(
    `${prefix}/events/:eventId`,
    {
      preValidation: staff,
      schema: {
        tags,
        params: eventParams,
        body: bettingEventPatchSchema,
        response: { 200: bettingEventSchema, ...errorResponses },
      },
    },
    async (request) =>
      toEventView(await editEvent(ctx.db, game, request.params.eventId, request.body, auditActor(request))),
  );
}

/** One event's console, its fights, and the press that brings on the next fight. */
function registerEventConsoleRoutes({ app, ctx, game, prefix, tags, staff, staffOrAdmin }: OperatorScope): void {
  app.get(
    `${prefix}/events/:eventId`,
    {
      preValidation: staffOrAdmin,
      schema: { tags, params: eventParams, response: { 200: eventConsoleSchema, ...errorResponses } },
    },
    async (request) => eventConsole(ctx.db, game, request.params.eventId),
  );

  app.get(
    `${prefix}/events/:eventId/fights`,
    {
      preValidation: staffOrAdmin,
      schema: { tags, params: eventParams, response: { 200: fightListSchema, ...errorResponses } },
    },
    async (request) => fightList(ctx.db, game, request.params.eventId),
  );

  app.post(
    `${prefix}/events/:eventId/next`,
    {
      preValidation: staff,
      schema: {
        tags,
        params: eventParams,
        body: idempotentBodySchema,
        response: { 200: eventConsoleSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { eventId } = request.params;
      return answerOnce(ctx.db, request, `${game}.fight.next`, { eventId }, async (tx, actor) => {
        const { event } = await nextFight(tx, game, eventId, actor);
        return eventConsole(tx, game, event.id);
      });
    },
  );
}
