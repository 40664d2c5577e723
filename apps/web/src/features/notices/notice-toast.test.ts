import type { Notice } from "@sabong/shared/notices";
import { describe, expect, it } from "vitest";
import { noticeToasts, unreadBadge } from "./notice-toast.ts";

const notice = (over: Partial<Notice>): Notice => ({
  id: "t1",
  at: "2026-11-27T05:00:00.000Z",
  kind: "win",
  title: "You won ₱4,730.00",
  body: "Paid on Pick 3 draw 12 · ticket #5.",
  amountCentavos: 473_000,
  unread: true,
  ...over,
});

describe("notice toasts", () => {
  it("a win shows its amount and what it was on, in green", () => {
    expect(noticeToasts([notice({})])).toEqual([
      { tone: "success", message: "You won ₱4,730.00 — Paid on Pick 3 draw 12 · ticket #5." },
    ]);
  });

  it("money taken back is amber and keeps its reason", () => {
    const [toast] = noticeToasts([
      notice({
        kind: "correction",
        title: "₱1,900.00 taken back",
        body: "Reason: wrong winner",
        amountCentavos: -190_000,
      }),
    ]);
    expect(toast).toEqual({ tone: "warning", message: "₱1,900.00 taken back — Reason: wrong winner" });
  });

  it("a push of many shows three and says how many more", () => {
    const toasts = noticeToasts(Array.from({ length: 5 }, (_, i) => notice({ id: `t${i}`, kind: "load" })));
    expect(toasts.map((t) => t.tone)).toEqual(["info", "info", "info", "info"]);
    expect(toasts[3]?.message).toBe("2 more notices: see Notices");
  });

  it("the badge stops at 99+", () => {
    expect([0, 7, 99, 100].map(unreadBadge)).toEqual(["0", "7", "99", "99+"]);
  });
});
