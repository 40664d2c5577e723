import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { noticeKeys, noticesQuery } from "../../api/notices.ts";
import { BellIcon } from "../../components/icons.tsx";
import { usePush } from "../../lib/realtime.ts";
import { notify } from "../../lib/toast.tsx";
import { noticeToasts, unreadBadge } from "./notice-toast.ts";

/**
 * The header's bell: the unread count (read at sign-in, so what came meanwhile shows at once) and, on each live
 * 'notice' push, a toast with its amount and reason; the count and the list are read again.
 */
export function NoticeBell({ to, className = "d-inline-flex" }: { to: string; className?: string }) {
  const queryClient = useQueryClient();
  const { data } = useQuery(noticesQuery(1, 1));
  usePush("notice", (payload) => {
    for (const toast of noticeToasts(payload.notices)) notify[toast.tone](toast.message);
    void queryClient.invalidateQueries({ queryKey: noticeKeys.all });
  });
  const count = data?.unreadCount ?? 0;
  return (
    <Link
      to={to}
      className={`notice-bell position-relative align-items-center ${className}`}
      aria-label={count === 0 ? "Notices" : `Notices: ${unreadBadge(count)} unread`}
      title="Notices"
    >
      <BellIcon />
      {count > 0 ? (
        <span className="badge rounded-pill text-bg-danger notice-count" data-testid="notice-count">
          {unreadBadge(count)}
        </span>
      ) : null}
    </Link>
  );
}
