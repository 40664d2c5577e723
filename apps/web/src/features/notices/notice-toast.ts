import { type Notice, noticeLine } from "@sabong/shared/notices";

/** At most this many toasts for one push (a settlement of many bets): the rest wait on the notices page. */
export const TOASTS_PER_PUSH = 3;

export type NoticeToast = { tone: "success" | "warning" | "info"; message: string };

/** The toasts of a push: wins in green, money taken back in amber, the rest plain; "and N more" past the first few. */
export function noticeToasts(notices: readonly Notice[]): NoticeToast[] {
  const toasts: NoticeToast[] = notices.slice(0, TOASTS_PER_PUSH).map((notice) => ({
    tone:
      notice.kind === "win"
        ? "success"
        : notice.kind === "account" || (notice.amountCentavos ?? 0) < 0
          ? "warning"
          : "info",
    message: noticeLine(notice),
  }));
  const more = notices.length - TOASTS_PER_PUSH;
  if (more > 0)
    toasts.push({ tone: "info", message: `${more} more ${more === 1 ? "notice" : "notices"}: see Notices` });
  return toasts;
}

/** The bell's badge: "99+" past the cap the server counts to. */
export function unreadBadge(count: number): string {
  return count > 99 ? "99+" : String(count);
}
