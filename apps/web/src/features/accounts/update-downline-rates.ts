import { type HierarchyUser, hierarchyUserSchema, type UpdateRates } from "@sabong/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** PATCH /api/user/downlines/:id {…percentages in basis points}: within the caller's and above the downline's own. */
export function patchDownlineRates({ userId, rates }: { userId: number; rates: UpdateRates }): Promise<HierarchyUser> {
  return api.patch("user", `downlines/${userId}`, rates, { schema: hierarchyUserSchema });
}

export function useUpdateDownlineRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchDownlineRates,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["accounts"] }),
  });
}
