import { adminGuard, otherUserGuard, playerGuard, staff2OnlyGuard } from "@sabong/shared/auth";
import {
  commissionConvertRequestSchema,
  commissionConvertResponseSchema,
  downlineSearchQuerySchema,
  downlineSearchResponseSchema,
  mintRequestSchema,
  mintResponseSchema,
  pointsMoveRequestSchema,
  pointsMoveResponseSchema,
  walletLogFilterSchema,
  walletLogPageSchema,
  walletLogQuerySchema,
} from "@sabong/shared/wallet";
import type { FastifyRequest } from "fastify";
import type { Tx } from "../../db/client.ts";
import { authenticate, caller, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { searchManageable } from "../hierarchy/service.ts";
import { answerOnce, walletLog } from "../ledger/service.ts";
import { withReferences } from "./references.ts";
import {
  convertCommission,
  load,
  logOwnerId,
  mint,
  toLogFilters,
  type WalletActor,
  walletLogCsv,
  withdraw,
} from "./service.ts";

const tags = ["wallet"];

/**
 * Wallet Station and Wallet Logs (docs/roles.md, "Wallets"): every movement is idempotent and audited. Routes answer
 * once the movement commits; the `balance` pushes follow from its `balance.changed` event.
 */
export function registerWalletRoutes(app: App, ctx: AppContext): void {
  registerMovementRoutes(app, ctx);
  registerLogRoutes(app, ctx);
}

/** Runs a movement once per (caller, key): `op` and `inputs` are what the key stands for. */
function once<T>(
  ctx: AppContext,
  request: FastifyRequest & { body: { idempotencyKey: string } },
  op: string,
  inputs: Record<string, unknown>,
  work: (tx: Tx, actor: WalletActor) => Promise<T>,
) {
  return answerOnce(ctx.db, request, op, inputs, work);
}

/** The Wallet Station: mint, find a downline, load and withdraw, convert commission. */
function registerMovementRoutes(app: App, ctx: AppContext): void {
  // Who moves points: the admin (everyone), the cashier staff2 (players), agents (their own subtree).
  const movers = requireGuard(ctx, adminGuard, staff2OnlyGuard, otherUserGuard);

  app.post(
    "/admin/wallet/mint",
    {
      preHandler: requireGuard(ctx, adminGuard),
      schema: { tags, body: mintRequestSchema, response: { 200: mintResponseSchema } },
    },
    async (request) => {
      const { amountCentavos } = request.body;
      return once(ctx, request, "wallet.mint", { amountCentavos }, (tx, actor) => mint(tx, actor, amountCentavos));
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
    const move = direction === "load" ? load : withdraw;
    app.post(
      `/points/${direction}`,
      {
        preHandler: movers,
        schema: { tags, body: pointsMoveRequestSchema, response: { 200: pointsMoveResponseSchema } },
      },
      async (request) => {
        const { targetUserId, amountCentavos } = request.body;
        return once(ctx, request, `points.${direction}`, { targetUserId, amountCentavos }, (tx, actor) =>
          move(tx, actor, targetUserId, amountCentavos),
        );
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
      const { game, amountCentavos } = request.body;
      return once(ctx, request, "commission.convert", { game, amountCentavos }, (tx, actor) =>
        convertCommission(tx, actor, game, amountCentavos),
      );
    },
  );
}

/** The wallet logs, the commission log among them, and the log as CSV. */
function registerLogRoutes(app: App, ctx: AppContext): void {
  // The commission log is the wallet log of the commission wallets only.
  for (const [url, account] of [
    ["/points/logs", undefined],
    ["/points/commission/logs", "commission"],
  ] as const) {
    app.get(
      url,
      {
        preHandler: authenticate(ctx),
        schema: { tags, querystring: walletLogQuerySchema, response: { 200: walletLogPageSchema } },
      },
      async (request) => {
        const ownerId = await logOwnerId(ctx.db, caller(request), request.query.userId);
        const { page, pageSize } = request.query;
        const filters = toLogFilters(request.query);
        const log = await walletLog(ctx.db, ownerId, account ? { ...filters, account } : filters, page, pageSize);
        return { ...log, items: await withReferences(ctx.db, log.items) };
      },
    );
  }

  app.get(
    "/points/logs/export",
    { preHandler: authenticate(ctx), schema: { tags, querystring: walletLogFilterSchema } },
    async (request, reply) => {
      const ownerId = await logOwnerId(ctx.db, caller(request), request.query.userId);
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
