import { messageBodySchema } from "@sabong/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { whitelistQueryKey } from "./get-whitelist.ts";

/** DELETE /api/admin/whitelist/:id → {message}; refused if it would lock the admin out. */
export function deleteWhitelistEntry(id: number) {
  return api.delete("admin", `whitelist/${id}`, { schema: messageBodySchema });
}

export function useRemoveWhitelistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWhitelistEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: whitelistQueryKey }),
  });
}
