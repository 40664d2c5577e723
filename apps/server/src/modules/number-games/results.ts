import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import {
  combinationError,
  combinationFromScores,
  type DrawTerms,
  drawResultOf,
  type EnterResultBody,
  resultsNotYetReason,
  type Scores,
} from "@sabong/shared/number-games";
import { sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { badRequest, conflict, forbidden } from "../../errors.ts";
import { transact } from "../../events/transact.ts";
import { type Actor, type DrawActionWithReason, nextStateOf, onDraw } from "./lifecycle.ts";
import { findDraw, lockDraw, recordDrawChange, updateDraw } from "./repository.ts";
import { settleDraw } from "./settlement.ts";
import type { DrawRow } from "./table.ts";

export const SAME_ACCOUNT_CONFIRM = "A different staff account must confirm the result";

/** The winning combination of an entered result: suertres types it, game-ending gives the scores. */
function resultOf(game: NumberGame, body: EnterResultBody): { result: string; scores: Scores | null } {
  const entry = GAME_REGISTRY[game];
  if (entry.result === "scores") {
    if (!("scores" in body)) throw badRequest(`${entry.label} results are entered as the final scores`);
    return { result: combinationFromScores(body.scores), scores: body.scores };
  }
  if (!("combination" in body)) throw badRequest(`${entry.label} results are entered as a combination`);
  const error = combinationError(game, body.combination);
  if (error) throw badRequest(error);
  return { result: body.combination, scores: null };
}

/**
 * A result exists only once the event has happened: the official draw's time (suertres: the national 3D draw), or a
 * game-ending draw's expected end of its period (not tip-off: closing betting early does not make the game end).
 * A result typed or confirmed before it is a guess or a typo, so both are refused (409, in plain words).
 */
function refuseBeforeResultTime(game: NumberGame, draw: DrawRow): void {
  const reason = resultsNotYetReason(game, draw, new Date());
  if (reason) throw conflict(reason);
}

/**
 * A staff member enters the result of a closed draw (platform-drawn games refuse: the seed decides). When the
 * draw's terms ask for confirmation it waits for a second staff account; otherwise it settles now.
 */
export async function enterResult(
  db: DbOrTx,
  game: NumberGame,
  drawId: number,
  body: EnterResultBody,
  actor: Actor,
): Promise<DrawRow> {
  return transact(db, async (tx) => {
    const draw = await lockDraw(tx, game, drawId);
    const entry = GAME_REGISTRY[game];
    if (entry.result === "platform-draw")
      throw badRequest(`${entry.label} results are drawn by the platform at draw time`);
    // An OPEN draw past its cut-off takes no more bets: it counts as closed even if the clock has not marked it.
    const closedInFact = draw.state === "OPEN" && draw.cutoffAt.getTime() <= Date.now();
    const state = nextStateOf(closedInFact ? { ...draw, state: "CLOSED" } : draw, { type: "enterResult", game });
    const { result, scores } = resultOf(game, body);
    refuseBeforeResultTime(game, draw);
    const after = await updateDraw(tx, drawId, {
      state,
      result,
      scores,
      resultEnteredBy: actor.userId,
      resultEnteredAt: sql`now()`,
      resultConfirmedBy: null,
      resultConfirmedAt: null,
      // With a result in, the draw is no longer one to reopen.
      reopenCutoffAt: null,
      ...(closedInFact ? { closedAt: sql`now()` } : {}),
    });
    const audit = (t: Tx) => recordDrawChange(t, { actor, action: "draw.result.enter", before: draw, after });
    if ((draw.terms as DrawTerms).confirmResults) {
      await audit(tx);
      return after;
    }
    await settleDraw(tx, drawId, actor, undefined, audit);
    return findDraw(tx, game, drawId);
  });
}

/** A second staff account confirms the entered result: the draw settles. The one who entered it may not. */
export async function confirmResult(db: DbOrTx, game: NumberGame, drawId: number, actor: Actor): Promise<DrawRow> {
  return transact(db, async (tx) => {
    const draw = await lockDraw(tx, game, drawId);
    if (draw.state === "RESULT_ENTERED" && draw.resultEnteredBy === actor.userId) throw forbidden(SAME_ACCOUNT_CONFIRM);
    nextStateOf(draw, { type: "confirm", by: actor.userId, enteredBy: draw.resultEnteredBy });
    // The expected end may have been moved later after the result was entered: confirming waits for it too.
    refuseBeforeResultTime(game, draw);
    const after = await updateDraw(tx, drawId, { resultConfirmedBy: actor.userId, resultConfirmedAt: sql`now()` });
    await settleDraw(tx, drawId, actor, undefined, (t) =>
      recordDrawChange(t, { actor, action: "draw.result.confirm", before: draw, after }),
    );
    return findDraw(tx, game, drawId);
  });
}

/** The entered result is wrong: cleared, the draw CLOSED again for a new entry. */
export const rejectResult: DrawActionWithReason = (db, game, drawId, reason, actor) =>
  onDraw(db, game, drawId, { type: "reject" }, async (tx, draw, state) => {
    const after = await updateDraw(tx, drawId, {
      state,
      result: null,
      scores: null,
      resultEnteredBy: null,
      resultEnteredAt: null,
    });
    await recordDrawChange(tx, { actor, action: "draw.result.reject", before: draw, after, note: { reason } });
    return after;
  });

export const PLATFORM_SETTLE_REFUSED = "Only a drawn draw back to CLOSED (reverted) can be settled again";

/**
 * Settles a platform draw again after a master revert: CLOSED with its seed revealed, the result is the seed's (the
 * rule anyone can re-run), never a typed one. The clock draws a draw only once; this is how a reverted one settles.
 */
export async function settlePlatformDraw(db: DbOrTx, game: NumberGame, drawId: number, actor: Actor): Promise<DrawRow> {
  const entry = GAME_REGISTRY[game];
  if (entry.result !== "platform-draw") throw badRequest(`${entry.label} draws settle from their entered result`);
  return onDraw(db, game, drawId, { type: "settle" }, async (tx, draw) => {
    if (draw.state !== "CLOSED" || draw.seed === null || draw.seedRevealedAt === null) {
      throw conflict(PLATFORM_SETTLE_REFUSED);
    }
    await settleDraw(tx, drawId, actor, drawResultOf({ game, drawId, seed: draw.seed }));
    return findDraw(tx, game, drawId);
  });
}
