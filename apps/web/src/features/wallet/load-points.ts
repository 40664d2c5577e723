import { type PointsMoveRequest, type PointsMoveResponse, pointsMoveResponseSchema } from "@sabong/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** POST /api/points/load {targetUserId, amountCentavos, idempotencyKey}: the caller's points → the target's. */
export function postLoad(body: PointsMoveRequest): Promise<PointsMoveResponse> {
  return api.post("points", "load", body, { schema: pointsMoveResponseSchema });
}

export function useLoadPoints() {
  return useMutation({ mutationFn: postLoad });
}
