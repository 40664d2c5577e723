import { type UserDetail, userDetailSchema } from "@sabong/shared/users";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";

/**
 * /api/user: the signed-in user's own data. One cache entry per session: the query cache is emptied whenever the
 * signed-in user changes (lib/session `onLogout`), so the key needs no username.
 */
export const userKeys = {
  all: ["user"] as const,
  /** GET /api/user. The 'balance' push writes its amounts into this entry (lib/balance-sync). */
  detail: () => [...userKeys.all, "detail"] as const,
};

/** GET /api/user: percentages, refCode, username, type and the account's balances in pesos (spec section 3). */
export function fetchUserDetail(signal?: AbortSignal): Promise<UserDetail> {
  return api.get("user", undefined, { schema: userDetailSchema, signal });
}

export const userDetailQuery = () =>
  queryOptions({ queryKey: userKeys.detail(), queryFn: ({ signal }) => fetchUserDetail(signal) });
