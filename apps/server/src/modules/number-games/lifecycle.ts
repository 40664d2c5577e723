import { isSaneDate, MAX_EVENT_YEAR } from "@sabong/shared/contracts";
import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import {
  type CreateDrawBody,
  canReopen,
  type DrawAction,
  type DrawState,
  drawTermsOf,
  expectedEndOf,
  nextDrawState,
  REOPEN_NOT_CLOSED_EARLY,
  REOPEN_TOO_LATE,
} from "@sabong/shared/number-games";
import { sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { resultRows } from "../../db/sql.ts";
import { badRequest, businessRule, conflict } from "../../errors.ts";
import { transact } from "../../events/transact.ts";
import type { AuditActor } from "../audit/service.ts";
import { cancelDraw } from "./cancel.ts";
import { gameSettings, insertDraw, lockDraw, recordDrawChange, updateDraw } from "./repository.ts";
import { revertDraw } from "./revert.ts";
import { type DrawRow, draws } from "./table.ts";

export type Actor = NonNullable<AuditActor>;

/** The state an action leads to from this draw's state (shared rule), or 409 with the staff member's words. */
export function nextStateOf(draw: DrawRow, action: DrawAction): DrawState {
  const move = nextDrawState(draw.state as DrawState, action);
  if (!move.ok) throw conflict(move.reason);
  return move.state;
}

/** A staff action on one draw that needs its reason (cancel, master revert, reject a result). */
export type DrawActionWithReason = (
  db: DbOrTx,
  game: NumberGame,
  drawId: number,
  reason: string,
  actor: Actor,
) => Promise<DrawRow>;

/**
 * One staff action on a draw: in one transaction the draw is locked, the action checked against its state (409 with
 * the staff member's words) and the work done with the state it leads to.
 */
export function onDraw<T>(
  db: DbOrTx,
  game: NumberGame,
  drawId: number,
  action: DrawAction,
  work: (tx: Tx, draw: DrawRow, state: DrawState) => Promise<T>,
): Promise<T> {
  return transact(db, async (tx) => {
    const draw = await lockDraw(tx, game, drawId);
    return work(tx, draw, nextStateOf(draw, action));
  });
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A request's instant: ISO with an offset, within the years the platform handles (else 400, never a 500). */
function instantOf(text: string, field: string): Date {
  const at = new Date(text);
  if (!ISO_INSTANT.test(text) || Number.isNaN(at.getTime()) || !isSaneDate(text, MAX_EVENT_YEAR)) {
    throw badRequest(`${field} must be a date and time with its offset, e.g. 2025-11-22T19:30:00+08:00`);
  }
  return at;
}

/**
 * An operator creates a game-ending draw for a basketball game's period. It opens at once with the game's current
 * terms (and its 100 combinations); betting stops at tip-off unless another cut-off is given.
 */
export async function createDraw(db: DbOrTx, game: NumberGame, body: CreateDrawBody, actor: Actor): Promise<DrawRow> {
  const entry = GAME_REGISTRY[game];
  if (entry.result !== "scores") throw badRequest(`${entry.label} draws are created by the daily schedule`);
  const drawAt = instantOf(body.drawAt, "drawAt");
  const cutoffAt = body.cutoffAt === undefined ? drawAt : instantOf(body.cutoffAt, "cutoffAt");
  if (cutoffAt > drawAt) throw badRequest("The cut-off cannot be after the draw time");
  if (cutoffAt.getTime() <= Date.now()) throw badRequest("The cut-off must be in the future");
  return transact(db, async (tx) => {
    const settings = await gameSettings(tx, game);
    if (!settings.enabled) throw businessRule(`${entry.label} is turned off`);
    const draw = await insertDraw(
      tx,
      {
        game,
        source: "operator",
        state: "OPEN",
        opensAt: new Date(),
        cutoffAt,
        drawAt,
        matchup: body.matchup,
        // The period's expected end, from the game's settings: results are refused before it.
        expectedEndAt: expectedEndOf(drawAt, body.matchup.period, settings.periodMinutes),
        terms: drawTermsOf(settings),
        createdBy: actor.userId,
      },
      entry.digits,
    );
    if (!draw) throw new Error("draw not created");
    await recordDrawChange(tx, { actor, action: "draw.create", before: null, after: draw });
    return draw;
  });
}

export const CLOSE_UNOPENED_PLATFORM_DRAW = "Cancel a draw that has not opened";

/**
 * Closes betting now (before the cut-off), for a reason the operator gives (audited, shown on the draw): the cut-off
 * becomes now; a platform draw is still drawn at its time. A platform draw that has not opened has no seed to draw
 * from: it is cancelled, never closed. An OPEN draw keeps its cut-off aside: it may be reopened until then.
 */
export async function closeDraw(
  db: DbOrTx,
  game: NumberGame,
  drawId: number,
  reason: string,
  actor: Actor,
): Promise<DrawRow> {
  return onDraw(db, game, drawId, { type: "close" }, async (tx, draw, state) => {
    if (draw.state === "SCHEDULED" && GAME_REGISTRY[game].result === "platform-draw") {
      throw conflict(CLOSE_UNOPENED_PLATFORM_DRAW);
    }
    const after = await updateDraw(tx, drawId, {
      state,
      closedEarlyReason: reason,
      reopenCutoffAt: draw.state === "OPEN" ? draw.cutoffAt : null,
      // opens_at ≤ cutoff_at ≤ draw_at holds for a draw closed before it opened, too.
      // clock_timestamp(), not now(): taken after the tickets holding the draw FOR SHARE committed, so every line
      // written before the close is stamped before the new cut-off.
      opensAt: sql`least(${draws.opensAt}, clock_timestamp())`,
      cutoffAt: sql`least(${draws.cutoffAt}, clock_timestamp())`,
      closedAt: sql`clock_timestamp()`,
    });
    await recordDrawChange(tx, { actor, action: "draw.close", before: draw, after, note: { reason } });
    return after;
  });
}

/**
 * Reopens a draw closed early, while its original cut-off is still ahead (on the database's clock, the one tickets
 * are checked with): OPEN again with that cut-off. Audited.
 */
export async function reopenDraw(db: DbOrTx, game: NumberGame, drawId: number, actor: Actor): Promise<DrawRow> {
  return onDraw(db, game, drawId, { type: "reopen" }, async (tx, draw, state) => {
    if (draw.reopenCutoffAt === null || draw.result !== null) throw conflict(REOPEN_NOT_CLOSED_EARLY);
    const [clock] = resultRows<{ now: string | Date }>(await tx.execute(sql`select clock_timestamp() as now`));
    if (!canReopen(draw, new Date(clock?.now ?? Date.now()))) throw conflict(REOPEN_TOO_LATE);
    const after = await updateDraw(tx, drawId, {
      state,
      cutoffAt: draw.reopenCutoffAt,
      closedAt: null,
      closedEarlyReason: null,
      reopenCutoffAt: null,
    });
    await recordDrawChange(tx, { actor, action: "draw.reopen", before: draw, after });
    return after;
  });
}

export const EXPECTED_END_GAME_ENDING_ONLY = "Only a game-ending draw has an expected end to move";
export const EXPECTED_END_BEFORE_CUTOFF = "The expected end cannot be before betting closes";
export const EXPECTED_END_TOO_LATE = "The draw is already settled or cancelled";

/**
 * An operator moves a game-ending draw's expected end (overtime, a delayed or early game), never before betting
 * closes: audited with before and after.
 */
export async function moveExpectedEnd(
  db: DbOrTx,
  game: NumberGame,
  drawId: number,
  expectedEndAt: string,
  actor: Actor,
): Promise<DrawRow> {
  if (GAME_REGISTRY[game].result !== "scores") throw badRequest(EXPECTED_END_GAME_ENDING_ONLY);
  const at = instantOf(expectedEndAt, "expectedEndAt");
  return transact(db, async (tx) => {
    const draw = await lockDraw(tx, game, drawId);
    if (draw.state === "SETTLED" || draw.state === "CANCELLED") throw conflict(EXPECTED_END_TOO_LATE);
    // A result must never be known while tickets are taken: the end is never before the cut-off (play that started
    // early is closed early first, which moves the cut-off to then).
    if (at.getTime() < draw.cutoffAt.getTime()) throw badRequest(EXPECTED_END_BEFORE_CUTOFF);
    const after = await updateDraw(tx, drawId, { expectedEndAt: at });
    await recordDrawChange(tx, { actor, action: "draw.expected_end", before: draw, after });
    return after;
  });
}

/** Cancels the draw: every ticket refunded (settlement's cancelDraw audits and records it). */
export const cancelGameDraw: DrawActionWithReason = (db, game, drawId, reason, actor) =>
  onDraw(db, game, drawId, { type: "cancel" }, (tx) => cancelDraw(tx, drawId, reason, actor));

/** Master revert: the settlement reversed, the draw CLOSED again with its result cleared. */
export const revertGameDraw: DrawActionWithReason = (db, game, drawId, reason, actor) =>
  onDraw(db, game, drawId, { type: "revert" }, async (tx) => (await revertDraw(tx, drawId, reason, actor)).draw);
