import { playerGuard } from "@sabong/shared/auth";
import { errorBodySchema } from "@sabong/shared/contracts";
import type { NumberGame } from "@sabong/shared/games";
import {
  drawAvailabilitySchema,
  drawViewSchema,
  placedTicketSchema,
  placeTicketSchema,
  playerDrawsSchema,
  ticketRefusalSchema,
  ticketViewSchema,
} from "@sabong/shared/number-games";
import { manilaDateOf, manilaDayBounds } from "@sabong/shared/time";
import { z } from "zod";
import { caller, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { drawAvailability } from "./availability.ts";
import { findDraw, gameSettings, playerDraws } from "./repository.ts";
import { drawParams } from "./routes-staff.ts";
import { myTickets, placeTicket, TicketRefusedError } from "./tickets.ts";
import { drawView, drawViews, playerDrawView } from "./views.ts";

const refusalOrError = z.union([ticketRefusalSchema, errorBodySchema]);
const errorResponses = {
  400: refusalOrError,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: refusalOrError,
  429: errorBodySchema,
} as const;

/** A number game's player routes (the prefix fixes the game, e.g. /player-pick3): draws, availability, tickets. */
export function registerDrawPlayerRoutes(app: App, ctx: AppContext, game: NumberGame, prefix: string): void {
  registerPlayerDrawRoutes(app, ctx, game, prefix);
  registerPlayerTicketRoutes(app, ctx, game, prefix);
}

/** The draws a player sees: the list, one draw, and what is still available on it. */
function registerPlayerDrawRoutes(app: App, ctx: AppContext, game: NumberGame, prefix: string): void {
  const tags = [`${game} player`];
  const player = requireGuard(ctx, playerGuard);

  app.get(
    `${prefix}/draws`,
    {
      preValidation: player,
      schema: {
        tags,
        summary: "Draws open (or opening today) and the last settled or cancelled ones",
        response: { 200: playerDrawsSchema, ...errorResponses },
      },
    },
    async () => {
      const { end } = manilaDayBounds(manilaDateOf(new Date()));
      const { open, recent } = await playerDraws(ctx.db, game, end);
      const [openViews, recentViews] = await Promise.all([drawViews(ctx.db, open), drawViews(ctx.db, recent)]);
      const { enabled } = await gameSettings(ctx.db, game);
      return { enabled, open: openViews.map(playerDrawView), recent: recentViews.map(playerDrawView) };
    },
  );

  app.get(
    `${prefix}/draws/:drawId`,
    {
      preValidation: player,
      schema: { tags, summary: "One draw", params: drawParams, response: { 200: drawViewSchema, ...errorResponses } },
    },
    async (request) => playerDrawView(await drawView(ctx.db, await findDraw(ctx.db, game, request.params.drawId))),
  );

  app.get(
    `${prefix}/draws/:drawId/availability`,
    {
      preValidation: player,
      schema: {
        tags,
        summary: "Combinations capped, sold out or listed (any other is fully available)",
        params: drawParams,
        response: { 200: drawAvailabilitySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { drawId } = request.params;
      await findDraw(ctx.db, game, drawId);
      return { drawId, combinations: (await drawAvailability(ctx.db, drawId)) ?? [] };
    },
  );
}

/** The player's tickets on a draw, and placing one. */
function registerPlayerTicketRoutes(app: App, ctx: AppContext, game: NumberGame, prefix: string): void {
  const tags = [`${game} player`];
  const player = requireGuard(ctx, playerGuard);
  app.get(
    `${prefix}/draws/:drawId/tickets`,
    {
      preValidation: player,
      schema: {
        tags,
        summary: "My tickets on this draw",
        params: drawParams,
        response: { 200: z.array(ticketViewSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { drawId } = request.params;
      await findDraw(ctx.db, game, drawId);
      return myTickets(ctx.db, game, caller(request).userId, drawId);
    },
  );

  app.post(
    `${prefix}/tickets`,
    {
      preValidation: player,
      schema: {
        tags,
        summary: "Place a ticket (accepted whole or refused whole; the same idempotencyKey again answers it)",
        body: placeTicketSchema,
        response: { 200: placedTicketSchema, 201: placedTicketSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        const placed = await placeTicket(ctx.db, caller(request), game, request.body);
        return reply.status(placed.replayed ? 200 : 201).send(placed);
      } catch (error) {
        if (error instanceof TicketRefusedError) return reply.status(error.statusCode as 400 | 422).send(error.refusal);
        throw error;
      }
    },
  );
}
