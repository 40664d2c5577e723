import type { Announcement } from "@sabong/shared/announcements";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { announcementKeys, playerAnnouncementQuery } from "../../api/announcements.ts";
import { usePush } from "../../lib/realtime.ts";

/** The announcement players see (errors leave it empty), kept current by the realtime 'announcement' push. */
export function usePlayerAnnouncement(): string {
  const queryClient = useQueryClient();
  const query = useQuery(playerAnnouncementQuery());
  usePush("announcement", (payload) => {
    queryClient.setQueryData<Announcement>(announcementKeys.player(), payload);
  });
  return query.data?.value ?? "";
}
