import { type HierarchyUser, hierarchyUserSchema } from "@sabong/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** POST /api/admin/users/:id/reactivate: lifts a suspension (a rejected registration becomes approved). */
export function postAdminReactivate({ userId }: { userId: number }): Promise<HierarchyUser> {
  return api.post("admin", `users/${userId}/reactivate`, {}, { schema: hierarchyUserSchema });
}

export function useAdminReactivate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAdminReactivate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["accounts"] }),
  });
}
