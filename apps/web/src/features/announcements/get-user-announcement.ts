import { type Announcement, announcementSchema, SOCKET_EVENTS } from "@sabong/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "../../lib/api-client.ts";
import { useRealtimeEvent } from "../../lib/realtime.ts";

/**
 * GET /api/user/announcement: the announcement players see in the marquee (errors ignored), kept current by the
 * realtime 'announcement' event ({ value }).
 */
export const userAnnouncementQueryKey = ["user", "announcement"] as const;

export function fetchUserAnnouncement(signal?: AbortSignal) {
  return api.get("user", "announcement", { schema: announcementSchema, signal });
}

export function useUserAnnouncement() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: userAnnouncementQueryKey,
    queryFn: ({ signal }) => fetchUserAnnouncement(signal),
    retry: false,
  });

  const onPush = useCallback(
    (payload: unknown) => {
      const parsed = announcementSchema.safeParse(payload);
      if (parsed.success) queryClient.setQueryData<Announcement>(userAnnouncementQueryKey, parsed.data);
    },
    [queryClient],
  );
  useRealtimeEvent(SOCKET_EVENTS.announcement, onPush);

  return query.data?.value ?? "";
}
