import { fightViewSchema, pauseSideBodySchema } from "@sabong/shared/betting";
import { idempotentBodySchema } from "@sabong/shared/contracts";
import { errorResponses } from "../../http/route-schemas.ts";
import { answerOnce } from "../ledger/service.ts";
import { closeBetting } from "./close-betting.ts";
import { type BettingWindowAction, moveBettingWindow, setFightSidePaused } from "./fights.ts";
import { fightParams, type OperatorScope } from "./route-schemas.ts";
import { fightView } from "./screens.ts";

const WINDOW_ROUTES: { path: string; action: BettingWindowAction; summary: string }[] = [
  { path: "open", action: "open", summary: "Open betting on the fight" },
  { path: "last-call", action: "lastCall", summary: "Last call" },
  { path: "close", action: "close", summary: "Close betting" },
];

/** A fight's betting window: open, last call, close, and pausing or resuming one side. */
export function registerOperatorFightRoutes({ app, ctx, game, prefix, tags, staff }: OperatorScope): void {
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
          // Closing applies the stake-back setting (a one-sided fight may be cancelled at close).
          const moved =
            route.action === "close"
              ? await closeBetting(tx, game, fightId, actor)
              : await moveBettingWindow(tx, game, fightId, route.action, actor);
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
}
