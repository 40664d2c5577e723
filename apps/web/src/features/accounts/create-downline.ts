import { type CreateDownline, type HierarchyUser, hierarchyUserSchema } from "@sabong/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** POST /api/user/downlines {username, name, password, role, …percentages in basis points} → the new account. */
export function postDownline(body: CreateDownline): Promise<HierarchyUser> {
  return api.post("user", "downlines", body, { schema: hierarchyUserSchema });
}

export function useCreateDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDownline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["accounts"] }),
  });
}
