import {
  type DeclareAnswer,
  declareAnswerSchema,
  declareBodySchema,
  type FightResult,
  revertAnswerSchema,
  revertBodySchema,
  revertPreviewSchema,
} from "@sabong/shared/betting";
import { idempotentBodySchema } from "@sabong/shared/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { errorResponses } from "../../http/route-schemas.ts";
import { type ActionActor, answerOnce } from "../ledger/service.ts";
import { previewRevert, revertFight } from "./revert.ts";
import { fightParams, type OperatorScope } from "./route-schemas.ts";
import { fightView } from "./screens.ts";
import { declareFight } from "./settlement.ts";

/** A fight's result: declare, cancel (every bet refunded), and the master revert with its preview. */
export function registerOperatorResultRoutes(scope: OperatorScope): void {
  registerDeclareRoutes(scope);
  registerRevertRoutes(scope);
}

/** Declares (or cancels) and settles the fight; answers the fight as the console shows it, with the outcome. */
async function settle(
  db: DbOrTx,
  game: OperatorScope["game"],
  fightId: number,
  result: FightResult,
  actor: ActionActor,
): Promise<DeclareAnswer> {
  const { fight, event, ...outcome } = await declareFight(db, game, fightId, result, actor);
  return { fight: await fightView(db, fight, event), ...outcome };
}

/** Declare a result, or cancel: both settle the fight. */
function registerDeclareRoutes({ app, ctx, game, prefix, tags, staff }: OperatorScope): void {
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
        settle(tx, game, fightId, result, actor),
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
        settle(tx, game, fightId, "CANCELLED", actor),
      );
    },
  );
}

/** The master revert and its preview. */
function registerRevertRoutes({ app, ctx, game, prefix, tags, staff, staffOrAdmin }: OperatorScope): void {
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
