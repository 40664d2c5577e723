import { playerRestrictionSchema } from "@sabong/shared/protection";
import { userDetailSchema } from "@sabong/shared/users";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
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

/**
 * The user detail as the web reads it: with a player's running time-out or self-exclusion (`restriction`; absent or
 * null: none), which the player shell turns into the restricted view.
 */
const signedInUserSchema = userDetailSchema.extend({ restriction: playerRestrictionSchema.optional() });
export type SignedInUser = z.infer<typeof signedInUserSchema>;

/** GET /api/user: percentages, refCode, username, type and the account's balances in pesos (spec section 3). */
export function fetchUserDetail(signal?: AbortSignal): Promise<SignedInUser> {
  return api.get("user", undefined, { schema: signedInUserSchema, signal });
}

export const userDetailQuery = () =>
  queryOptions({ queryKey: userKeys.detail(), queryFn: ({ signal }) => fetchUserDetail(signal) });
