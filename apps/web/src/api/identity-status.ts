import type { IdentityView } from "@sabong/shared/identity";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";
import { GENERIC_ERROR_MESSAGE } from "../lib/config.ts";

/**
 * The player's identity status (GET /api/identity), apart from the other identity calls: the player's shell reads it
 * on every screen to show the banner, and the entry's size is budgeted (build/budget.ts), so it is read without the
 * identity contracts' zod schemas (the server's answer is validated by its response schema).
 */
export const identityStatusKeys = { all: ["identity"] as const, mine: () => ["identity", "mine"] as const };

export async function fetchIdentity(signal?: AbortSignal): Promise<IdentityView> {
  const view = await api.get<Partial<IdentityView> | undefined>("identity", undefined, { signal });
  // The one check the shell relies on (what the status allows), in place of the schema.
  if (typeof view?.status !== "string" || typeof view.allows?.bet !== "boolean") throw new Error(GENERIC_ERROR_MESSAGE);
  return view as IdentityView;
}

export const identityQuery = () =>
  queryOptions({
    queryKey: identityStatusKeys.mine(),
    queryFn: ({ signal }) => fetchIdentity(signal),
    staleTime: 30_000,
  });
