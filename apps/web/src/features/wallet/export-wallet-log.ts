import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { type LogFilters, logSearch } from "../../lib/wallet-log.ts";

/**
 * GET /api/points/logs/export?filters: the whole filtered log as CSV (newest first), saved under the server's file
 * name. Resolves with the file name.
 */
export function downloadWalletLog(filters: LogFilters): Promise<string> {
  const params = new URLSearchParams(logSearch(filters));
  params.delete("page");
  params.delete("pageSize");
  const query = params.toString();
  return api.download("points", `logs/export${query ? `?${query}` : ""}`, undefined, "wallet-log.csv", "GET");
}

export function useExportWalletLog() {
  return useMutation({ mutationFn: downloadWalletLog });
}
