import { type HierarchyUser, hierarchyUserSchema } from "@sabong/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** POST /api/user/downlines/:id/suspend {reason?}: an agent (or admin) suspends an account of its tree. */
export function postSuspendDownline({ userId, reason }: { userId: number; reason?: string }): Promise<HierarchyUser> {
  return api.post("user", `downlines/${userId}/suspend`, reason ? { reason } : {}, { schema: hierarchyUserSchema });
}

export function useSuspendDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSuspendDownline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["accounts"] }),
  });
}
