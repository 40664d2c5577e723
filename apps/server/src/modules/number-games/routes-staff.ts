import { adminGuard, staffOnlyGuard } from "@sabong/shared/auth";
import { type IdempotentBody, idempotentBodySchema, pageQueryFields } from "@sabong/shared/contracts";
import type { NumberGame } from "@sabong/shared/games";
import {
  capOverridesSchema,
  closeEarlyBodySchema,
  createDrawSchema,
  DRAW_LIST_SCOPES,
  drawPageSchema,
  drawTallySchema,
  drawViewSchema,
  enterResultBodySchema,
  expectedEndBodySchema,
  reasonBodySchema,
} from "@sabong/shared/number-games";
import { manilaDateOf, manilaDayBounds } from "@sabong/shared/time";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { auditActor, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { errorResponses, idParams } from "../../http/route-schemas.ts";
import { type ActionActor, answerOnce } from "../ledger/service.ts";
import { updateCapOverrides } from "./caps.ts";
import { cancelGameDraw, closeDraw, createDraw, moveExpectedEnd, reopenDraw, revertGameDraw } from "./lifecycle.ts";
import { findDraw, listDraws } from "./repository.ts";
import { confirmResult, enterResult, rejectResult, settlePlatformDraw } from "./results.ts";
import type { DrawRow } from "./table.ts";
import { drawTally } from "./tally.ts";
import { drawViews, drawView as viewOf } from "./views.ts";

export const drawParams = idParams("drawId");

const drawListQuerySchema = z.object({ scope: z.enum(DRAW_LIST_SCOPES).default("today"), ...pageQueryFields() });

type StaffAction = (db: DbOrTx, game: NumberGame, drawId: number, actor: ActionActor, body: never) => Promise<DrawRow>;
type ReasonBody = z.infer<typeof reasonBodySchema>;

/**
 * The staff's draw actions that answer the draw: one table, one route each (the body schema is the action's, with
 * the press's idempotency key: a retried press gets the first answer).
 */
const ACTIONS: { path: string; summary: string; body: z.ZodType<IdempotentBody>; act: StaffAction }[] = [
  {
    path: "close",
    summary: "Close betting now (before the cut-off), with the reason why (audited)",
    body: closeEarlyBodySchema,
    act: (db, game, drawId, actor, body: ReasonBody) => closeDraw(db, game, drawId, body.reason, actor),
  },
  {
    path: "reopen",
    summary: "Reopen a draw closed early, until its original cut-off (audited)",
    body: idempotentBodySchema,
    act: (db, game, drawId, actor) => reopenDraw(db, game, drawId, actor),
  },
  {
    path: "expected-end",
    summary: "Move a game-ending draw's expected end: results are refused before it (audited)",
    body: expectedEndBodySchema,
    act: (db, game, drawId, actor, body: z.infer<typeof expectedEndBodySchema>) =>
      moveExpectedEnd(db, game, drawId, body.expectedEndAt, actor),
  },
  {
    path: "result",
    summary: "Enter the result (combination, or game-ending scores); settles unless a second account must confirm",
    body: enterResultBodySchema,
    act: (db, game, drawId, actor, body: z.infer<typeof enterResultBodySchema>) =>
      enterResult(db, game, drawId, body, actor),
  },
  {
    path: "confirm",
    summary: "Confirm the entered result (a different staff account) and settle the draw",
    body: idempotentBodySchema,
    act: (db, game, drawId, actor) => confirmResult(db, game, drawId, actor),
  },
  {
    path: "settle",
    summary: "Settle a reverted platform draw (Pick 2, Pick 3) again with its seed's result",
    body: idempotentBodySchema,
    act: (db, game, drawId, actor) => settlePlatformDraw(db, game, drawId, actor),
  },
  {
    path: "reject",
    summary: "Reject the entered result: cleared, the draw is CLOSED again",
    body: reasonBodySchema,
    act: (db, game, drawId, actor, body: ReasonBody) => rejectResult(db, game, drawId, body.reason, actor),
  },
  {
    path: "cancel",
    summary: "Cancel the draw: every ticket is refunded",
    body: reasonBodySchema,
    act: (db, game, drawId, actor, body: ReasonBody) => cancelGameDraw(db, game, drawId, body.reason, actor),
  },
  {
    path: "revert",
    summary: "Master revert: reverse the settlement; the draw returns to CLOSED",
    body: reasonBodySchema,
    act: (db, game, drawId, actor, body: ReasonBody) => revertGameDraw(db, game, drawId, body.reason, actor),
  },
];

/** Staff routes of one number game (the prefix fixes the game): staff act, admins may read. */
export function registerDrawStaffRoutes(app: App, ctx: AppContext, game: NumberGame, prefix: string): void {
  registerDrawReadRoutes(app, ctx, game, prefix);
  registerDrawSetupRoutes(app, ctx, game, prefix);
  registerDrawActionRoutes(app, ctx, game, prefix);
}

/** What staff and admins read: the draws, one draw, and its tally against the caps. */
function registerDrawReadRoutes(app: App, ctx: AppContext, game: NumberGame, prefix: string): void {
  const tags = [`${game} staff`];
  const staffOrAdmin = requireGuard(ctx, staffOnlyGuard, adminGuard);

  app.get(
    `${prefix}/draws`,
    {
      preValidation: staffOrAdmin,
      schema: {
        tags,
        summary: "Draws of today (Manila), upcoming or past, a page at a time",
        querystring: drawListQuerySchema,
        response: { 200: drawPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope, page, pageSize } = request.query;
      const day = manilaDayBounds(manilaDateOf(new Date()));
      const { rows, total } = await listDraws(ctx.db, game, scope, day, { page, pageSize });
      return { items: await drawViews(ctx.db, rows), total, page, pageSize };
    },
  );

  app.get(
    `${prefix}/draws/:drawId`,
    {
      preValidation: staffOrAdmin,
      schema: { tags, params: drawParams, response: { 200: drawViewSchema, ...errorResponses } },
    },
    async (request) => viewOf(ctx.db, await findDraw(ctx.db, game, request.params.drawId)),
  );

  app.get(
    `${prefix}/draws/:drawId/tally`,
    {
      preValidation: staffOrAdmin,
      schema: {
        tags,
        summary: "Stakes and liability per combination against its cap",
        params: drawParams,
        response: { 200: drawTallySchema, ...errorResponses },
      },
    },
    async (request) => {
      const draw = await findDraw(ctx.db, game, request.params.drawId);
      return drawTally(ctx.db, draw.id);
    },
  );
}

/** A game-ending draw created, and a draw's caps changed. */
function registerDrawSetupRoutes(app: App, ctx: AppContext, game: NumberGame, prefix: string): void {
  const tags = [`${game} staff`];
  const staff = requireGuard(ctx, staffOnlyGuard);
  app.post(
    `${prefix}/draws`,
    {
      preValidation: staff,
      schema: {
        tags,
        summary: "Create a game-ending draw (scheduled games create their own)",
        body: createDrawSchema,
        response: { 201: drawViewSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const draw = await createDraw(ctx.db, game, request.body, auditActor(request));
      return reply.status(201).send(await viewOf(ctx.db, draw));
    },
  );

  app.put(
    `${prefix}/draws/:drawId/caps`,
    {
      preValidation: staff,
      schema: {
        tags,
        summary: "Per-draw caps: a combination's cap, not accepted, or a reduced straight multiplier",
        params: drawParams,
        body: capOverridesSchema,
        response: { 200: drawTallySchema, ...errorResponses },
      },
    },
    async (request) =>
      updateCapOverrides(ctx.db, game, request.params.drawId, request.body.overrides, auditActor(request)),
  );
}

/** One route per action of ACTIONS, each answered once per press. */
function registerDrawActionRoutes(app: App, ctx: AppContext, game: NumberGame, prefix: string): void {
  const tags = [`${game} staff`];
  const staff = requireGuard(ctx, staffOnlyGuard);
  for (const action of ACTIONS) {
    app.post(
      `${prefix}/draws/:drawId/${action.path}`,
      {
        preValidation: staff,
        schema: {
          tags,
          summary: action.summary,
          params: drawParams,
          body: action.body,
          response: { 200: drawViewSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { drawId } = request.params;
        // What the key stands for is the action's inputs; the key itself is not one of them.
        const { idempotencyKey: _key, ...inputs } = request.body;
        const op = `${game}.draw.${action.path}`;
        return answerOnce(ctx.db, request, op, { drawId, ...inputs }, async (tx, actor) =>
          viewOf(tx, await action.act(tx, game, drawId, actor, inputs as never)),
        );
      },
    );
  }
}
