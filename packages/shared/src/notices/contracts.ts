import { z } from "zod";
import { dateBoundSchema, pageOf, pageQueryFields } from "../contracts/paging.ts";

/**
 * What a notice is about. Money notices (win … withdrawal) are read from the player's own ledger transfers; the
 * others are rows a service wrote with `recordNotice` (docs/decisions/0014-notices.md).
 */
export const NOTICE_KINDS = [
  "win",
  "refund",
  "correction",
  "load",
  "withdrawal",
  "limits",
  "identity",
  "cash-request",
  "account",
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Kinds a service records (the money kinds come from the ledger, never from a row). */
export const RECORDED_NOTICE_KINDS = ["limits", "identity", "cash-request", "account"] as const;
export type RecordedNoticeKind = (typeof RECORDED_NOTICE_KINDS)[number];

/** The ledger codes a notice is made of, on the player's points wallet, when someone else moved the money. */
export const NOTICE_TRANSFER_CODES = ["LOAD", "WITHDRAW", "PAYOUT", "REFUND", "REVERSAL"] as const;
export type NoticeTransferCode = (typeof NOTICE_TRANSFER_CODES)[number];

export const noticeSchema = z.object({
  /** "t<transfer id>" for a money notice, "n<row id>" for a recorded one: unique across both. */
  id: z.string(),
  at: z.string(),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  body: z.string(),
  /** Signed from the player's side (positive: received); null when no money moved. */
  amountCentavos: z.number().int().nullable(),
  unread: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticesQuerySchema = z.object(pageQueryFields());
export type NoticesQuery = z.infer<typeof noticesQuerySchema>;

/** Unread counts stop here: the bell shows "99+". */
export const UNREAD_COUNT_CAP = 99;

export const noticesPageSchema = pageOf(noticeSchema).extend({
  /** Notices after the player's read mark, at most UNREAD_COUNT_CAP + 1 (shown as "99+"). */
  unreadCount: z.number().int(),
});
export type NoticesPage = z.infer<typeof noticesPageSchema>;

/** Marks every notice up to `upToAt` (default: now) as read; the mark never moves back, so repeats change nothing. */
export const markNoticesReadSchema = z.object({ upToAt: dateBoundSchema.optional() });
export type MarkNoticesRead = z.infer<typeof markNoticesReadSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
