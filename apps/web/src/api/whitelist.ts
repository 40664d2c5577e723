import { messageBodySchema } from "@sabong/shared/contracts";
import {
  type WhitelistEntry,
  type WhitelistInput,
  type WhitelistList,
  whitelistEntrySchema,
  whitelistListSchema,
} from "@sabong/shared/whitelist";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";

/** The admin's login whitelist (/api/admin/whitelist). */
export const whitelistKeys = {
  all: ["whitelist"] as const,
  list: () => [...whitelistKeys.all, "list"] as const,
};

/** GET /api/admin/whitelist: the entries, and the caller's address as the server sees it. */
export function fetchWhitelist(signal?: AbortSignal): Promise<WhitelistList> {
  return api.get("admin", "whitelist", { schema: whitelistListSchema, signal });
}

export const whitelistQuery = () =>
  queryOptions({ queryKey: whitelistKeys.list(), queryFn: ({ signal }) => fetchWhitelist(signal) });

/** POST /api/admin/whitelist {address, note} → the entry (normalised CIDR); refused if it would lock the admin out. */
export function postWhitelistEntry(body: WhitelistInput): Promise<WhitelistEntry> {
  return api.post("admin", "whitelist", body, { schema: whitelistEntrySchema });
}

/** DELETE /api/admin/whitelist/:id → {message}; refused if it would lock the admin out. */
export function deleteWhitelistEntry(id: number) {
  return api.delete("admin", `whitelist/${id}`, { schema: messageBodySchema });
}
