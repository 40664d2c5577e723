import { type HierarchyUser, hierarchyUserSchema } from "@sabong/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** POST /api/admin/users/:id/suspend {reason?}: the admin suspends any non-admin account; its sessions end. */
export function postAdminSuspend({ userId, reason }: { userId: number; reason?: string }): Promise<HierarchyUser> {
  return api.post("admin", `users/${userId}/suspend`, reason ? { reason } : {}, { schema: hierarchyUserSchema });
}

export function useAdminSuspend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAdminSuspend,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["accounts"] }),
  });
}
