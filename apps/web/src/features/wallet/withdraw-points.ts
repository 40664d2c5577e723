import { type PointsMoveRequest, type PointsMoveResponse, pointsMoveResponseSchema } from "@sabong/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** POST /api/points/withdraw {targetUserId, amountCentavos, idempotencyKey}: the target's points → the caller's. */
export function postWithdraw(body: PointsMoveRequest): Promise<PointsMoveResponse> {
  return api.post("points", "withdraw", body, { schema: pointsMoveResponseSchema });
}

export function useWithdrawPoints() {
  return useMutation({ mutationFn: postWithdraw });
}
