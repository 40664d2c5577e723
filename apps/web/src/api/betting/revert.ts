import {
  type Game,
  type RevertAnswer,
  type RevertPreview,
  revertAnswerSchema,
  revertPreviewSchema,
} from "@sabong/shared/betting";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { bettingKeys } from "./keys.ts";
import { operatorResource } from "./operator.ts";

/**
 * GET {operator}/fights/:fightId/revert-preview: what a master revert would move (per account), and who cannot pay
 * back (shortfalls become debts), without moving anything.
 */
export function fetchRevertPreview(game: Game, fightId: number, signal?: AbortSignal): Promise<RevertPreview> {
  return api.get(operatorResource(game), `fights/${fightId}/revert-preview`, { schema: revertPreviewSchema, signal });
}

export const revertPreviewQuery = (game: Game, fightId: number) =>
  queryOptions({
    queryKey: bettingKeys.revertPreview(game, fightId),
    queryFn: ({ signal }) => fetchRevertPreview(game, fightId, signal),
    staleTime: 0,
  });

/**
 * POST {operator}/fights/:fightId/revert {reason} → {fight, reversedTransfers, accounts, shortfalls}: the settlement
 * is reversed and the fight returns to CLOSED so the right result can be declared.
 */
export function postRevert(game: Game, fightId: number, reason: string, idempotencyKey: string): Promise<RevertAnswer> {
  const body = { reason, idempotencyKey };
  return api.post(operatorResource(game), `fights/${fightId}/revert`, body, { schema: revertAnswerSchema });
}
