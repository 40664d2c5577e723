import { playerGuard } from "@sabong/shared/auth";
import {
  cancelLimitBodySchema,
  changeLimitBodySchema,
  extendExclusionBodySchema,
  limitKeySchema,
  protectionViewSchema,
  type RealityCheckMinutes,
  realityCheckBodySchema,
  selfExclusionBodySchema,
  sessionAnswerBodySchema,
  sessionViewSchema,
  statementViewSchema,
  timeOutBodySchema,
} from "@sabong/shared/protection";
import { z } from "zod";
import { transact } from "../../events/transact.ts";
import { auditActor, caller, endingSessions, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { sendXlsx, XLSX_CONTENT_TYPE } from "../../http/files.ts";
import { errorResponses } from "../../http/route-schemas.ts";
import { answerOnce } from "../ledger/service.ts";
import { cancelLimitChange, setLimit } from "./limits.ts";
import { answerSession, currentSession, setRealityCheck } from "./reality-checks.ts";
import { extendSelfExclusionFor, takeSelfExclusionFor, takeTimeOutFor } from "./restrictions.ts";
import { statementFileName, statementOf, statementWorkbook } from "./statements.ts";
import { playerSetter } from "./upline.ts";
import { protectionView } from "./view.ts";

const keyParams = z.object({ key: limitKeySchema });

const tags = ["protection"];
const view = { 200: protectionViewSchema, ...errorResponses };

/** The player's own controls (docs/decisions/0011-player-protection.md); every change takes an idempotency key. */
export function registerPlayerProtectionRoutes(app: App, ctx: AppContext, now: () => number): void {
  registerLimitRoutes(app, ctx, now);
  registerRestrictionRoutes(app, ctx, now);
  registerSessionRoutes(app, ctx, now);
  registerStatementRoutes(app, ctx, now);
}

/** The player's protection as a whole, and the limits: set one, or cancel a waiting increase. */
function registerLimitRoutes(app: App, ctx: AppContext, now: () => number): void {
  const preHandler = requireGuard(ctx, playerGuard);
  app.get("/protection", { preHandler, schema: { tags, response: view } }, async (request) =>
    protectionView(ctx.db, caller(request).userId, now()),
  );

  app.put(
    "/protection/limits/:key",
    { preHandler, schema: { tags, params: keyParams, body: changeLimitBodySchema, response: view } },
    async (request) => {
      const me = caller(request);
      const { key } = request.params;
      const { value } = request.body;
      return answerOnce(ctx.db, request, "protection.limit.set", { key, value }, (tx, actor) =>
        setLimit(tx, { playerId: me.userId, key, by: playerSetter(me), actor, nowMs: now() }, value),
      );
    },
  );

  app.post(
    "/protection/limits/:key/cancel",
    { preHandler, schema: { tags, params: keyParams, body: cancelLimitBodySchema, response: view } },
    async (request) => {
      const me = caller(request);
      const { key } = request.params;
      return answerOnce(ctx.db, request, "protection.limit.cancel", { key }, (tx, actor) =>
        cancelLimitChange(tx, { playerId: me.userId, key, by: playerSetter(me), actor, nowMs: now() }),
      );
    },
  );
}

/**
 * A time-out, a self-exclusion, and extending one. Taking a time-out or a self-exclusion signs the player out
 * everywhere: this process forgets the sessions at once, the others when the database's notification reaches them.
 */
function registerRestrictionRoutes(app: App, ctx: AppContext, now: () => number): void {
  const preHandler = requireGuard(ctx, playerGuard);
  app.post(
    "/protection/time-out",
    { preHandler, schema: { tags, body: timeOutBodySchema, response: view } },
    async (request) => {
      const { length } = request.body;
      const playerId = caller(request).userId;
      return endingSessions(
        ctx,
        answerOnce(ctx.db, request, "protection.time-out", { length }, (tx, actor) =>
          takeTimeOutFor(tx, { playerId, actor, nowMs: now() }, length),
        ),
      );
    },
  );

  app.post(
    "/protection/self-exclusion",
    { preHandler, schema: { tags, body: selfExclusionBodySchema, response: view } },
    async (request) => {
      const { length } = request.body;
      const playerId = caller(request).userId;
      return endingSessions(
        ctx,
        answerOnce(ctx.db, request, "protection.self-exclusion", { length }, (tx, actor) =>
          takeSelfExclusionFor(tx, { playerId, actor, nowMs: now() }, length, ctx.config.identityHmacSecret),
        ),
      );
    },
  );

  app.post(
    "/protection/self-exclusion/extend",
    { preHandler, schema: { tags, body: extendExclusionBodySchema, response: view } },
    async (request) => {
      const { months } = request.body;
      const playerId = caller(request).userId;
      return answerOnce(ctx.db, request, "protection.self-exclusion.extend", { months }, (tx, actor) =>
        extendSelfExclusionFor(tx, { playerId, actor, nowMs: now() }, months),
      );
    },
  );
}

/** Reality checks: their interval, the play session under way, and the player's answer to a check. */
function registerSessionRoutes(app: App, ctx: AppContext, now: () => number): void {
  const preHandler = requireGuard(ctx, playerGuard);
  app.put(
    "/protection/reality-check",
    { preHandler, schema: { tags, body: realityCheckBodySchema, response: view } },
    async (request) => {
      const playerId = caller(request).userId;
      const minutes = request.body.minutes as RealityCheckMinutes;
      return transact(ctx.db, (tx) =>
        setRealityCheck(tx, { playerId, actor: auditActor(request), nowMs: now() }, minutes),
      );
    },
  );

  app.get(
    "/protection/session",
    { preHandler, schema: { tags, response: { 200: sessionViewSchema, ...errorResponses } } },
    async (request) => currentSession(ctx.db, caller(request).userId, now()),
  );

  app.post(
    "/protection/session/answer",
    {
      preHandler,
      schema: { tags, body: sessionAnswerBodySchema, response: { 200: sessionViewSchema, ...errorResponses } },
    },
    async (request) => {
      const { answer } = request.body;
      const action = { playerId: caller(request).userId, actor: auditActor(request), nowMs: now() };
      const answered = answerSession(ctx.db, action, answer);
      return answer === "continue" ? answered : endingSessions(ctx, answered);
    },
  );
}

/** The player's statement, on screen and as a workbook. */
function registerStatementRoutes(app: App, ctx: AppContext, now: () => number): void {
  const preHandler = requireGuard(ctx, playerGuard);
  app.get(
    "/protection/statement",
    { preHandler, schema: { tags, response: { 200: statementViewSchema, ...errorResponses } } },
    async (request) => {
      const me = caller(request);
      return statementOf(ctx.db, me.userId, me.sessionId);
    },
  );

  app.get(
    "/protection/statement.xlsx",
    {
      preHandler,
      schema: {
        tags,
        summary: "The last 12 months of the points wallet, every movement with the balance after it",
        description: `Answers ${XLSX_CONTENT_TYPE} with a Content-Disposition file name.`,
        // A stream is sent as it is (never serialised); the schema only documents the answer.
        response: { 200: z.any().describe("The .xlsx file"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = caller(request);
      const nowMs = now();
      return sendXlsx(reply, statementFileName(me.username, nowMs), statementWorkbook(ctx.db, me.userId, nowMs));
    },
  );
}
