import { announcementSchema } from "@sabong/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** GET /api/bet-ops/announcement: the current announcement, to prefill the operator's modal (errors ignored). */
export const operatorAnnouncementQueryKey = ["bet-ops", "announcement"] as const;

export function fetchOperatorAnnouncement(signal?: AbortSignal) {
  return api.get("bet-ops", "announcement", { schema: announcementSchema, signal });
}

export function useOperatorAnnouncement() {
  return useQuery({
    queryKey: operatorAnnouncementQueryKey,
    queryFn: ({ signal }) => fetchOperatorAnnouncement(signal),
    staleTime: 0,
    retry: false,
  });
}
