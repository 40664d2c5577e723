import { type NoticesPage, noticesPageSchema, unreadCountSchema } from "@sabong/shared/notices";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";

/** The signed-in user's notices: the bell's count and the notices page, kept current by the 'notice' push. */
export const noticeKeys = {
  all: ["notices"] as const,
  page: (page: number, pageSize: number) => [...noticeKeys.all, page, pageSize] as const,
};

/** GET /api/notices?page&pageSize: newest first, with the unread count. */
export function fetchNotices(page: number, pageSize: number, signal?: AbortSignal): Promise<NoticesPage> {
  return api.get("notices", `?page=${page}&pageSize=${pageSize}`, { schema: noticesPageSchema, signal });
}

/** The bell asks for one row (it shows only the count); the page for its page. */
export const noticesQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: noticeKeys.page(page, pageSize),
    queryFn: ({ signal }) => fetchNotices(page, pageSize, signal),
    retry: false,
  });

/** POST /api/notices/read {upToAt}: everything up to the newest notice shown is read; answers the unread left. */
export function postNoticesRead(upToAt?: string) {
  return api.post("notices", "read", upToAt ? { upToAt } : {}, { schema: unreadCountSchema });
}
