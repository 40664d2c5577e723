import { adminGuard, staffOnlyGuard } from "@sabong/shared/auth";
import {
  bettingEventInputSchema,
  bettingEventListSchema,
  bettingEventPatchSchema,
  bettingEventSchema,
  type DeclareAnswer,
  declareAnswerSchema,
  declareBodySchema,
  eventConsoleSchema,
  eventListQuerySchema,
  type FightResult,
  fightEntriesUpdateSchema,
  fightListSchema,
  fightViewSchema,
  type Game,
  pauseSideBodySchema,
  revertAnswerSchema,
  revertBodySchema,
  revertPreviewSchema,
} from "@sabong/shared/betting";
import { idempotentBodySchema } from "@sabong/shared/contracts";
import { hasEntries } from "@sabong/shared/games";
import type { DbOrTx } from "../../db/client.ts";
import { auditActor, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { type ActionActor, answerOnce } from "../../http/idempotent-action.ts";
import { errorResponses } from "../../http/route-schemas.ts";
import { setFightEntries } from "./entries.ts";
import { createEvent, editEvent } from "./events.ts";
import { type BettingWindowAction, moveBettingWindow, nextFight, setFightSidePaused } from "./fights.ts";
import { listEvents } from "./repository.ts";
import { previewRevert, revertFight } from "./revert.ts";
import { eventParams, fightParams } from "./route-schemas.ts";
import { eventConsole, fightList, fightView } from "./screens.ts";
import { declareFight } from "./settlement.ts";
import { toEventView } from "./views.ts";

const WINDOW_ROUTES: { path: string; action: BettingWindowAction; summary: string }[] = [
  { path: "open", action: "open", summary: "Open betting on the fight" },
  { path: "last-call", action: "lastCall", summary: "Last call" },
  { path: "close", action: "close", summary: "Close betting" },
];

/**
 * Operator routes of one game (the prefix fixes the game): staff act, admins may read. The services record what
 * changed; the publisher pushes it after commit. Every action takes an idempotency key (answerOnce): its answer is
 * built in the action's transaction, so a retried press gets the first answer.
 */
export function registerOperatorRoutes(app: App, ctx: AppContext, game: Game, prefix: string): void {
  const tags = [`${game} operator`];
  const staff = requireGuard(ctx, staffOnlyGuard);
  const staffOrAdmin = requireGuard(ctx, staffOnlyGuard, adminGuard);

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

  for (const route of WINDOW_ROUTES) {
    app.post(
      `${prefix}/fights/:fightId/${route.path}`,
      {
        preValidation: staff,
        schema: {
          tags,
          summary: route.summary,
          params: fightParams,
          body: idempotentBodySchema,
          response: { 200: fightViewSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { fightId } = request.params;
        return answerOnce(ctx.db, request, `${game}.fight.${route.action}`, { fightId }, async (tx, actor) => {
          const moved = await moveBettingWindow(tx, game, fightId, route.action, actor);
          return fightView(tx, moved.fight, moved.event);
        });
      },
    );
  }

  for (const paused of [true, false]) {
    app.post(
      `${prefix}/fights/:fightId/${paused ? "pause" : "unpause"}`,
      {
        preValidation: staff,
        schema: {
          tags,
          summary: paused ? "Pause betting on one side" : "Resume betting on one side",
          params: fightParams,
          body: pauseSideBodySchema,
          response: { 200: fightViewSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { fightId } = request.params;
        const { side } = request.body;
        const op = `${game}.fight.${paused ? "pause" : "unpause"}`;
        return answerOnce(ctx.db, request, op, { fightId, side }, async (tx, actor) => {
          const { fight, event } = await setFightSidePaused(tx, game, fightId, side, paused, actor);
          return fightView(tx, fight, event);
        });
      },
    );
  }

  // Only games whose registry entry has entries have the route: for the others it is a plain 404.
  if (hasEntries(game)) {
    app.put(
      `${prefix}/fights/:fightId/entries`,
      {
        preValidation: staff,
        schema: {
          tags,
          summary: "Set the fight's entries (rooster, owner, weight per side) while it is in standby",
          params: fightParams,
          body: fightEntriesUpdateSchema,
          response: { 200: fightViewSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { fight, event } = await setFightEntries(
          ctx.db,
          game,
          request.params.fightId,
          request.body,
          auditActor(request),
        );
        return fightView(ctx.db, fight, event);
      },
    );
  }

  const settle = async (
    db: DbOrTx,
    fightId: number,
    result: FightResult,
    actor: ActionActor,
  ): Promise<DeclareAnswer> => {
    const { fight, event, ...outcome } = await declareFight(db, game, fightId, result, actor);
    return { fight: await fightView(db, fight, event), ...outcome };
  };

  app.post(
    `${prefix}/fights/:fightId/declare`,
    {
      preValidation: staff,
      schema: {
        tags,
        summary: "Declare the result and settle the fight",
        params: fightParams,
        body: declareBodySchema,
        response: { 200: declareAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { fightId } = request.params;
      const { result } = request.body;
      return answerOnce(ctx.db, request, `${game}.fight.declare`, { fightId, result }, (tx, actor) =>
        settle(tx, fightId, result, actor),
      );
    },
  );

  app.post(
    `${prefix}/fights/:fightId/cancel`,
    {
      preValidation: staff,
      schema: {
        tags,
        summary: "Cancel the fight: every bet is refunded",
        params: fightParams,
        body: idempotentBodySchema,
        response: { 200: declareAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { fightId } = request.params;
      return answerOnce(ctx.db, request, `${game}.fight.cancel`, { fightId }, (tx, actor) =>
        settle(tx, fightId, "CANCELLED", actor),
      );
    },
  );

  app.get(
    `${prefix}/fights/:fightId/revert-preview`,
    {
      preValidation: staffOrAdmin,
      schema: {
        tags,
        summary: "What a master revert would move, without moving it",
        params: fightParams,
        response: { 200: revertPreviewSchema, ...errorResponses },
      },
    },
    async (request) => previewRevert(ctx.db, game, request.params.fightId),
  );

  app.post(
    `${prefix}/fights/:fightId/revert`,
    {
      preValidation: staff,
      schema: {
        tags,
        summary: "Master revert: reverse the settlement; the fight returns to CLOSED",
        params: fightParams,
        body: revertBodySchema,
        response: { 200: revertAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { fightId } = request.params;
      const { reason } = request.body;
      return answerOnce(ctx.db, request, `${game}.fight.revert`, { fightId, reason }, async (tx, actor) => {
        const outcome = await revertFight(tx, game, fightId, reason, actor);
        return { fight: await fightView(tx, outcome.fight, outcome.event), ...outcome.answer };
      });
    },
  );
}
