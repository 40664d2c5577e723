import { type WalletLogPage, walletLogPageSchema } from "@sabong/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { type LogQuery, logSearch } from "../../lib/wallet-log.ts";

/**
 * GET /api/points/commission/logs: the movements of the caller's commission wallets only: commission credited on
 * the bets below them (COMMISSION) and conversions into points (COMMISSION_CONVERT). Same query as the wallet log.
 */
export const commissionLogQueryKey = (query: LogQuery) => ["commission", "log", query] as const;

export function fetchCommissionLog(query: LogQuery, signal?: AbortSignal): Promise<WalletLogPage> {
  return api.get("points", `commission/logs?${logSearch(query)}`, { schema: walletLogPageSchema, signal });
}

export function useCommissionLog(query: LogQuery) {
  return useQuery({
    queryKey: commissionLogQueryKey(query),
    queryFn: ({ signal }) => fetchCommissionLog(query, signal),
    placeholderData: keepPreviousData,
  });
}
