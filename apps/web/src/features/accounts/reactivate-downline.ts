import { type HierarchyUser, hierarchyUserSchema } from "@sabong/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** POST /api/user/downlines/:id/reactivate: lifts the suspension of an account of the caller's tree. */
export function postReactivateDownline({ userId }: { userId: number }): Promise<HierarchyUser> {
  return api.post("user", `downlines/${userId}/reactivate`, {}, { schema: hierarchyUserSchema });
}

export function useReactivateDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReactivateDownline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["accounts"] }),
  });
}
