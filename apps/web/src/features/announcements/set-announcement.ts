import { messageBodySchema, type setAnnouncementSchema } from "@sabong/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { operatorAnnouncementQueryKey } from "./get-operator-announcement.ts";
import { userAnnouncementQueryKey } from "./get-user-announcement.ts";

/** POST /api/bet-ops/announcement {announcement} → {message}: sets the site-wide announcement (operators only). */
export type SetAnnouncementBody = z.output<typeof setAnnouncementSchema>;

export function postAnnouncement(body: SetAnnouncementBody) {
  return api.post("bet-ops", "announcement", body, { schema: messageBodySchema });
}

export function useSetAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAnnouncement,
    onSuccess: (_answer, body) => {
      queryClient.setQueryData(operatorAnnouncementQueryKey, { value: body.announcement });
      void queryClient.invalidateQueries({ queryKey: userAnnouncementQueryKey });
    },
  });
}
