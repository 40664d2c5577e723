import type { Announcement } from "@sabong/shared/announcements";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { announcementKeys, postAnnouncement } from "../../api/announcements.ts";

/** Saves the announcement; the operator's copy is the saved text, the players' copy is read again. */
export function useSetAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAnnouncement,
    onSuccess: (_answer, body) => {
      queryClient.setQueryData<Announcement>(announcementKeys.operator(), { value: body.announcement });
      void queryClient.invalidateQueries({ queryKey: announcementKeys.player() });
    },
  });
}
