import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import {
  type DrawState,
  type DrawView,
  drawResultOf,
  nextDrawState,
  resultsNotYetReason,
} from "@sabong/shared/number-games";

export { drawConsolePath, drawListPath, numberGameMenuLinks } from "./draw-paths.ts";

export const DRAW_STATE_BADGE: Record<DrawState, string> = {
  SCHEDULED: "text-bg-secondary",
  OPEN: "text-bg-success",
  CLOSED: "text-bg-warning",
  RESULT_ENTERED: "text-bg-info",
  SETTLED: "text-bg-primary",
  CANCELLED: "text-bg-dark",
};

export const DRAW_STATE_LABEL: Record<DrawState, string> = {
  SCHEDULED: "Scheduled",
  OPEN: "Open",
  CLOSED: "Closed",
  RESULT_ENTERED: "Result entered",
  SETTLED: "Settled",
  CANCELLED: "Cancelled",
};

/** The platform draws the number itself (from the published seed): nobody enters or confirms a result. */
export const isPlatformDrawn = (game: NumberGame) => GAME_REGISTRY[game].result === "platform-draw";

/** What the result panel offers this operator. */
export type ResultStep =
  /** Nothing to do with a result (betting still open, platform draw not drawn yet, settled, cancelled). */
  | "none"
  /** Closed and waiting for the result to be entered (entered-result games only). */
  | "enter"
  /** Entered by another account: confirm (settles) or reject (back to CLOSED). */
  | "confirm"
  /** Entered by this account: a second operator must confirm it. */
  | "waiting"
  /** A reverted platform draw (CLOSED, seed revealed): settle it again from the seed; its result is never entered. */
  | "settle";

/** A platform draw whose seed is out and which is not settled: a master revert took it back to CLOSED. */
const isRevertedPlatformDraw = (draw: Pick<DrawView, "game" | "state" | "seed">) =>
  isPlatformDrawn(draw.game) && draw.state === "CLOSED" && draw.seed !== null;

export function resultStep(draw: DrawView, username: string): ResultStep {
  if (isPlatformDrawn(draw.game)) {
    return isRevertedPlatformDraw(draw) && nextDrawState(draw.state, { type: "settle" }).ok ? "settle" : "none";
  }
  if (draw.state === "CLOSED") return "enter";
  if (draw.state !== "RESULT_ENTERED") return "none";
  return draw.resultEnteredBy !== null && draw.resultEnteredBy === username ? "waiting" : "confirm";
}

/** The result a reverted platform draw settles on again: the one its revealed seed gives (null if it gives none). */
export function seedResultOf(draw: Pick<DrawView, "game" | "id" | "seed">): string | null {
  if (!isPlatformDrawn(draw.game) || draw.seed === null) return null;
  try {
    return drawResultOf({ game: draw.game, drawId: draw.id, seed: draw.seed });
  } catch {
    return null;
  }
}

/**
 * Which console commands the draw's state allows, read from the shared lifecycle (the server checks the same and
 * answers 409 otherwise). "Close early" moves an OPEN draw's cut-off to now: a SCHEDULED draw is cancelled instead.
 */
export function drawControls(draw: Pick<DrawView, "state"> & Partial<Pick<DrawView, "reopenUntil">>) {
  const { state } = draw;
  const allows = (type: "close" | "cancel" | "revert") => nextDrawState(state, { type }).ok;
  return {
    closeEarly: state === "OPEN" && allows("close"),
    /** Closed early and its cut-off still ahead (the server says until when). */
    reopen: state === "CLOSED" && (draw.reopenUntil ?? null) !== null,
    /** Caps matter while bets can still arrive. */
    editCaps: state === "SCHEDULED" || state === "OPEN",
    cancel: allows("cancel"),
    revert: allows("revert"),
  };
}

/**
 * Why the result cannot be entered or confirmed yet ("Results can be entered from 2:00 PM"), at `nowMs` on the
 * server's clock; null once it can (the server refuses the same before then).
 */
export function resultsWaitReason(draw: Pick<DrawView, "game" | "drawAt" | "expectedEndAt">, nowMs: number) {
  return resultsNotYetReason(draw.game, draw, new Date(nowMs));
}
