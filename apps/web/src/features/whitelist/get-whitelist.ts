import { type WhitelistList, whitelistListSchema } from "@sabong/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** GET /api/admin/whitelist: the entries, and the caller's address as the server sees it. */
export const whitelistQueryKey = ["whitelist"] as const;

export function fetchWhitelist(signal?: AbortSignal): Promise<WhitelistList> {
  return api.get("admin", "whitelist", { schema: whitelistListSchema, signal });
}

export function useWhitelist() {
  return useQuery({ queryKey: whitelistQueryKey, queryFn: ({ signal }) => fetchWhitelist(signal) });
}
