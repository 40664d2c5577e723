import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import {
  type CapOverride,
  type CreateDrawBody,
  type DrawListScope,
  type DrawPage,
  type DrawTally,
  type DrawView,
  drawPageSchema,
  drawTallySchema,
  drawViewSchema,
  type EnterResultBody,
} from "@sabong/shared/number-games";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { isId } from "../betting/ids.ts";
import { pagedQuery } from "../paged-query.ts";
import { drawKeys } from "./keys.ts";

/** The staff side of the number games: /api/{game}/… (operators act, admins may read; segment from the registry). */

export const staffResource = (game: NumberGame) => GAME_REGISTRY[game].api.staff;

/** GET draws?scope&page: today's draws, upcoming ones or past ones (a page each). */
export function fetchStaffDraws(
  game: NumberGame,
  scope: DrawListScope,
  page: number,
  signal?: AbortSignal,
): Promise<DrawPage> {
  const query = new URLSearchParams({ scope, page: String(page) });
  return api.get(staffResource(game), `draws?${query}`, { schema: drawPageSchema, signal });
}

export const staffDrawsQuery = (game: NumberGame, scope: DrawListScope, page: number) =>
  pagedQuery(drawKeys.staffDrawList(game, scope, page), (signal) => fetchStaffDraws(game, scope, page, signal));

/** GET draws/:drawId: the console's draw (state, times, terms, result, who entered and confirmed it, fairness). */
export function fetchStaffDraw(game: NumberGame, drawId: number, signal?: AbortSignal): Promise<DrawView> {
  return api.get(staffResource(game), `draws/${drawId}`, { schema: drawViewSchema, signal });
}

export const staffDrawQuery = (game: NumberGame, drawId: number) =>
  queryOptions({
    queryKey: drawKeys.staffDraw(game, drawId),
    queryFn: ({ signal }) => fetchStaffDraw(game, drawId, signal),
    enabled: isId(drawId),
    staleTime: 0,
  });

/** GET draws/:drawId/tally: stakes and liability per combination (only those with stakes or an override). */
export function fetchDrawTally(game: NumberGame, drawId: number, signal?: AbortSignal): Promise<DrawTally> {
  return api.get(staffResource(game), `draws/${drawId}/tally`, { schema: drawTallySchema, signal });
}

export const drawTallyQuery = (game: NumberGame, drawId: number) =>
  queryOptions({
    queryKey: drawKeys.tally(game, drawId),
    queryFn: ({ signal }) => fetchDrawTally(game, drawId, signal),
    enabled: isId(drawId),
    staleTime: 0,
  });

/** POST draws (game-ending: one basketball game's period) → 201 the new draw. */
export function postDraw(game: NumberGame, body: CreateDrawBody): Promise<DrawView> {
  return api.post(staffResource(game), "draws", body, { schema: drawViewSchema });
}

/** PUT draws/:drawId/caps {overrides} → the tally with the new caps. */
export function putCapOverrides(game: NumberGame, drawId: number, overrides: CapOverride[]): Promise<DrawTally> {
  return api.put(staffResource(game), `draws/${drawId}/caps`, { overrides }, { schema: drawTallySchema });
}

/** POST draws/:drawId/result: the winning combination (suertres) or the scores (game-ending). */
export function postDrawResult(
  game: NumberGame,
  drawId: number,
  result: EnterResultBody,
  idempotencyKey: string,
): Promise<DrawView> {
  const body = { ...result, idempotencyKey };
  return api.post(staffResource(game), `draws/${drawId}/result`, body, { schema: drawViewSchema });
}

/** Staff commands on a draw that answer the draw; the ones needing a reason say so. */
export const DRAW_COMMANDS = {
  /** "Close early" says why (audited); a draw closed early may be reopened until its cut-off. */
  close: { reason: true },
  reopen: { reason: false },
  confirm: { reason: false },
  reject: { reason: true },
  cancel: { reason: true },
  revert: { reason: true },
  /** A reverted pick2/pick3 draw (CLOSED, seed revealed) settles again on the result its seed gives. */
  settle: { reason: false },
} as const;
export type DrawCommand = keyof typeof DRAW_COMMANDS;

/** POST draws/:drawId/{close|reopen|confirm|reject|cancel|revert|settle} ({reason} for close, reject, cancel, revert) → the draw. */
export function postDrawCommand(
  game: NumberGame,
  drawId: number,
  command: DrawCommand,
  idempotencyKey: string,
  reason?: string,
): Promise<DrawView> {
  const body = { ...(DRAW_COMMANDS[command].reason ? { reason } : {}), idempotencyKey };
  return api.post(staffResource(game), `draws/${drawId}/${command}`, body, { schema: drawViewSchema });
}

/** POST draws/:drawId/expected-end {expectedEndAt} (game-ending only, audited) → the draw, results allowed from then. */
export function postExpectedEnd(
  game: NumberGame,
  drawId: number,
  expectedEndAt: string,
  idempotencyKey: string,
): Promise<DrawView> {
  const body = { expectedEndAt, idempotencyKey };
  return api.post(staffResource(game), `draws/${drawId}/expected-end`, body, { schema: drawViewSchema });
}

/** POST /{game}/download/:drawId → the draw report (.xlsx); resolves with the file's name. */
export function downloadDrawReport(game: NumberGame, drawId: number): Promise<string> {
  return api.download(staffResource(game), `download/${drawId}`, undefined, `${game}-draw-${drawId}.xlsx`);
}
