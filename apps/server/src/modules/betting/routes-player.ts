import { playerGuard } from "@sabong/shared/auth";
import {
  betHistoryPageSchema,
  betHistoryQuerySchema,
  eventScreenSchema,
  type Game,
  liveEventListSchema,
  placeBetAnswerSchema,
  placeBetBodySchema,
} from "@sabong/shared/betting";
import { authenticate, caller, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { errorResponses } from "../../http/route-schemas.ts";
import { placeBet } from "./bets.ts";
import { betPage } from "./history.ts";
import { eventParams } from "./route-schemas.ts";
import { eventScreen, liveEvents } from "./screens.ts";

/** Player routes of one game (the prefix fixes the game). Reading needs a session; betting needs a player. */
export function registerPlayerRoutes(app: App, ctx: AppContext, game: Game, prefix: string): void {
  const tags = [`${game} player`];
  const player = requireGuard(ctx, playerGuard);

  app.get(
    `${prefix}/events`,
    {
      preValidation: authenticate(ctx),
      schema: { tags, summary: "Live and upcoming events", response: { 200: liveEventListSchema, ...errorResponses } },
    },
    async () => liveEvents(ctx.db, game),
  );

  app.get(
    `${prefix}/events/:eventId`,
    {
      preValidation: authenticate(ctx),
      schema: {
        tags,
        summary: "Event screen: current fight, totals, odds, results board, my bets, my balance",
        params: eventParams,
        response: { 200: eventScreenSchema, ...errorResponses },
      },
    },
    async (request) => eventScreen(ctx.db, game, request.params.eventId, caller(request).userId),
  );

  app.post(
    `${prefix}/bets`,
    {
      preValidation: player,
      schema: {
        tags,
        summary: "Place a bet (the same idempotencyKey again answers the same bet)",
        body: placeBetBodySchema,
        response: { 200: placeBetAnswerSchema, 201: placeBetAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const placed = await placeBet(ctx.db, game, caller(request).userId, request.body);
      return reply.status(placed.replayed ? 200 : 201).send(placed);
    },
  );

  app.get(
    `${prefix}/bets`,
    {
      preValidation: player,
      schema: {
        tags,
        summary: "My bet history (newest first)",
        querystring: betHistoryQuerySchema,
        response: { 200: betHistoryPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      const result = await betPage(ctx.db, { ...filters, game, userId: caller(request).userId }, page, pageSize);
      return {
        ...result,
        items: result.items.map(({ userId: _u, username: _n, game: _g, ...bet }) => bet),
      };
    },
  );
}
