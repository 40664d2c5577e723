import {
  type CommissionConvertRequest,
  type CommissionConvertResponse,
  commissionConvertResponseSchema,
} from "@sabong/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/**
 * POST /api/points/commission/convert {game, amountCentavos, idempotencyKey}: the caller's commission wallet of that
 * game → the caller's points. Answers the new points and the game's remaining commission.
 */
export function postConvertCommission(body: CommissionConvertRequest): Promise<CommissionConvertResponse> {
  return api.post("points", "commission/convert", body, { schema: commissionConvertResponseSchema });
}

export function useConvertCommission() {
  return useMutation({ mutationFn: postConvertCommission });
}
