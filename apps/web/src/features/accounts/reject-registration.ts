import { type HierarchyUser, hierarchyUserSchema } from "@sabong/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** POST /api/user/approvals/:id/reject {reason?}: the registration is refused (kept, suspended; the name stays taken). */
export function postReject({ userId, reason }: { userId: number; reason?: string }): Promise<HierarchyUser> {
  return api.post("user", `approvals/${userId}/reject`, reason ? { reason } : {}, { schema: hierarchyUserSchema });
}

export function useRejectRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["accounts"] }),
  });
}
