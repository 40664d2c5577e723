import {
  type DeclareAnswer,
  declareAnswerSchema,
  declareBodySchema,
  type FightResult,
  revertAnswerSchema,
  revertBodySchema,
  revertPreviewSchema,
} from "@sabong/shared/betting";
import { auditActor } from "../../http/auth.ts";
import { errorResponses } from "../../http/route-schemas.ts";
import { previewRevert, revertFight } from "./revert.ts";
import { fightParams, type OperatorScope } from "./route-schemas.ts";
import { fightView } from "./screens.ts";
import { declareFight } from "./settlement.ts";

/** A fight's result: declare, cancel (every bet refunded), and the master revert with its preview. */
export function registerOperatorResultRoutes({
  app,
  ctx,
  game,
  prefix,
  tags,
  staff,
  staffOrAdmin,
}: OperatorScope): void {
  const settle = async (
    fightId: number,
    result: FightResult,
    actor: ReturnType<typeof auditActor>,
  ): Promise<DeclareAnswer> => {
    const outcome = await declareFight(ctx.db, game, fightId, result, actor);
    return {
      fight: await fightView(ctx.db, outcome.fight, outcome.event),
      settlement: outcome.settlement,
      warnings: outcome.warnings,
      alreadyDeclared: outcome.alreadyDeclared,
    };
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
    async (request) => settle(request.params.fightId, request.body.result, auditActor(request)),
  );

  app.post(
    `${prefix}/fights/:fightId/cancel`,
    {
      preValidation: staff,
      schema: {
        tags,
        summary: "Cancel the fight: every bet is refunded",
        params: fightParams,
        response: { 200: declareAnswerSchema, ...errorResponses },
      },
    },
    async (request) => settle(request.params.fightId, "CANCELLED", auditActor(request)),
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
      const outcome = await revertFight(ctx.db, game, request.params.fightId, request.body.reason, auditActor(request));
      return { fight: await fightView(ctx.db, outcome.fight, outcome.event), ...outcome.answer };
    },
  );
}
