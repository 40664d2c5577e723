import { type WhitelistEntry, type WhitelistInput, whitelistEntrySchema } from "@sabong/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { whitelistQueryKey } from "./get-whitelist.ts";

/** POST /api/admin/whitelist {address, note} → the entry (normalised CIDR); refused if it would lock the admin out. */
export function postWhitelistEntry(body: WhitelistInput): Promise<WhitelistEntry> {
  return api.post("admin", "whitelist", body, { schema: whitelistEntrySchema });
}

export function useAddWhitelistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWhitelistEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: whitelistQueryKey }),
  });
}
