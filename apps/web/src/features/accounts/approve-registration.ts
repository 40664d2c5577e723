import { type HierarchyUser, hierarchyUserSchema } from "@sabong/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** POST /api/user/approvals/:id/approve: the registration becomes an active account that can log in. */
export function postApprove({ userId }: { userId: number }): Promise<HierarchyUser> {
  return api.post("user", `approvals/${userId}/approve`, {}, { schema: hierarchyUserSchema });
}

export function useApproveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postApprove,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["accounts"] }),
  });
}
