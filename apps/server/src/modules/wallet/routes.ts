import {
  adminGuard,
  commissionConvertRequestSchema,
  commissionConvertResponseSchema,
  downlineSearchQuerySchema,
  downlineSearchResponseSchema,
  mintRequestSchema,
  mintResponseSchema,
  otherUserGuard,
  playerGuard,
  pointsMoveRequestSchema,
  pointsMoveResponseSchema,
  staff2OnlyGuard,
  walletLogFilterSchema,
  walletLogPageSchema,
  walletLogQuerySchema,
} from "@sabong/shared";
import type { FastifyRequest } from "fastify";
import { auditActor, authenticate, caller, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import {
  convertCommission,
  load,
  mint,
  searchManageable,
  walletLog,
  withdraw,
  withIdempotency,
} from "../ledger/service.ts";
import { logOwnerId, pushBalances, toLogFilters, walletLogCsv } from "./service.ts";

const tags = ["wallet"];

/** Wallet Station and Wallet Logs (docs/roles.md, "Wallets"): every movement is idempotent and audited. */
export function registerWalletRoutes(app: App, ctx: AppContext): void {
  // Who moves points: the admin (everyone), the cashier staff2 (players), agents (their own subtree).
  const movers = requireGuard(ctx, adminGuard, staff2OnlyGuard, otherUserGuard);
  const push = (request: FastifyRequest, userIds: number[]) => pushBalances(ctx, userIds, request.log);

  app.post(
    "/admin/wallet/mint",
    {
      preHandler: requireGuard(ctx, adminGuard),
      schema: { tags, body: mintRequestSchema, response: { 200: mintResponseSchema } },
    },
    async (request) => {
      const actor = auditActor(request);
      const { amountCentavos, idempotencyKey } = request.body;
      const result = await withIdempotency(
        ctx.db,
        { actorId: actor.userId, key: idempotencyKey, request: { op: "wallet.mint", amountCentavos } },
        (tx) => mint(tx, actor, amountCentavos),
      );
      await push(request, [actor.userId]);
      return result;
    },
  );

  app.get(
    "/points/downlines/search",
    {
      preHandler: movers,
      schema: { tags, querystring: downlineSearchQuerySchema, response: { 200: downlineSearchResponseSchema } },
    },
    async (request) => {
      const auth = caller(request);
      return { items: await searchManageable(ctx.db, { id: auth.userId, type: auth.type }, request.query.q) };
    },
  );

  for (const direction of ["load", "withdraw"] as const) {
    app.post(
      `/points/${direction}`,
      {
        preHandler: movers,
        schema: { tags, body: pointsMoveRequestSchema, response: { 200: pointsMoveResponseSchema } },
      },
      async (request) => {
        const actor = auditActor(request);
        const { targetUserId, amountCentavos, idempotencyKey } = request.body;
        const move = direction === "load" ? load : withdraw;
        const result = await withIdempotency(
          ctx.db,
          {
            actorId: actor.userId,
            key: idempotencyKey,
            request: { op: `points.${direction}`, targetUserId, amountCentavos },
          },
          (tx) => move(tx, actor, targetUserId, amountCentavos),
        );
        await push(request, [actor.userId, targetUserId]);
        return result;
      },
    );
  }

  app.post(
    "/points/commission/convert",
    {
      preHandler: requireGuard(ctx, otherUserGuard, playerGuard, staff2OnlyGuard),
      schema: { tags, body: commissionConvertRequestSchema, response: { 200: commissionConvertResponseSchema } },
    },
    async (request) => {
      const actor = auditActor(request);
      const { game, amountCentavos, idempotencyKey } = request.body;
      const result = await withIdempotency(
        ctx.db,
        { actorId: actor.userId, key: idempotencyKey, request: { op: "commission.convert", game, amountCentavos } },
        (tx) => convertCommission(tx, actor, game, amountCentavos),
      );
      await push(request, [actor.userId]);
      return result;
    },
  );

  app.get(
    "/points/logs",
    {
      preHandler: authenticate(ctx),
      schema: { tags, querystring: walletLogQuerySchema, response: { 200: walletLogPageSchema } },
    },
    async (request) => {
      const ownerId = await logOwnerId(ctx.db, caller(request), request.query.userId);
      const { page, pageSize } = request.query;
      return walletLog(ctx.db, ownerId, toLogFilters(request.query), page, pageSize);
    },
  );

  app.get(
    "/points/commission/logs",
    {
      preHandler: authenticate(ctx),
      schema: { tags, querystring: walletLogQuerySchema, response: { 200: walletLogPageSchema } },
    },
    async (request) => {
      const ownerId = await logOwnerId(ctx.db, caller(request), request.query.userId);
      const { page, pageSize } = request.query;
      const filters = { ...toLogFilters(request.query), account: "commission" as const };
      return walletLog(ctx.db, ownerId, filters, page, pageSize);
    },
  );

  app.get(
    "/points/logs/export",
    { preHandler: authenticate(ctx), schema: { tags, querystring: walletLogFilterSchema } },
    async (request, reply) => {
      const auth = caller(request);
      const ownerId = await logOwnerId(ctx.db, auth, request.query.userId);
      const csv = await walletLogCsv(ctx.db, ownerId, toLogFilters(request.query));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="wallet-log-${ownerId}-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );
}
