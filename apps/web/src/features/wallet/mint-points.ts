import { type MintRequest, type MintResponse, mintResponseSchema } from "@sabong/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** POST /api/admin/wallet/mint {amountCentavos, idempotencyKey}: the bank → the admin's own points (admin only). */
export function postMint(body: MintRequest): Promise<MintResponse> {
  return api.post("admin", "wallet/mint", body, { schema: mintResponseSchema });
}

export function useMintPoints() {
  return useMutation({ mutationFn: postMint });
}
