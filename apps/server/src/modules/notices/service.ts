import {
  movementNotice,
  NOTICE_TRANSFER_CODES,
  type Notice,
  type NoticesPage,
  type NoticeTransferCode,
  type RecordedNoticeKind,
  UNREAD_COUNT_CAP,
} from "@sabong/shared/notices";
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { resultRows } from "../../db/sql.ts";
import { recordEvent, transact } from "../../events/transact.ts";
import { countWalletLog, readWalletLog, type WalletLogEntry, type WalletLogFilters } from "../ledger/service.ts";
import { subjectOf, subjectsOf } from "./subjects.ts";
import { type NoticeRow, noticeReads, notices } from "./table.ts";

export type RecordNoticeInput = {
  userId: number;
  kind: RecordedNoticeKind;
  /** What happened, in the player's words: "Your daily loss limit is now ₱500.00". At most 200 characters. */
  title: string;
  /** Why, or what to do next; may be empty. */
  body?: string;
  amountCentavos?: number | null;
  ref?: { type: string; id: string | number };
};

const TITLE_MAX = 200;
const BODY_MAX = 2_000;

/**
 * Tells a user something no money movement says (limits changed, an identity or cash request decided, an account
 * suspended). Call it inside the transaction that made the change: the row commits with it and the live push goes
 * out after the commit (decision 0005). Money notices need no call: they are read from the ledger (decision 0014).
 */
export function recordNotice(db: DbOrTx, input: RecordNoticeInput): Promise<number> {
  return transact(db, async (tx) => {
    const [row] = await tx
      .insert(notices)
      .values({
        userId: input.userId,
        kind: input.kind,
        title: input.title.trim().slice(0, TITLE_MAX) || "Notice",
        body: (input.body ?? "").trim().slice(0, BODY_MAX),
        amountCentavos: input.amountCentavos ?? null,
        refType: input.ref?.type ?? null,
        refId: input.ref === undefined ? null : String(input.ref.id),
      })
      .returning({ id: notices.id });
    if (!row) throw new Error("notice not written");
    recordEvent(tx, { type: "notice.recorded", userId: input.userId, noticeId: row.id });
    return row.id;
  });
}

/** The player's money notices: their points wallet's notable movements that someone else made. */
const MONEY_FILTERS: WalletLogFilters = { account: "points", codes: NOTICE_TRANSFER_CODES, byOthers: true };

/** A transfer leg as the player's notice. */
export function moneyNotice(leg: WalletLogEntry, subject: string | null, unread: boolean): Notice {
  const text = movementNotice({
    code: leg.code as NoticeTransferCode,
    amountCentavos: leg.amountCentavos,
    counterparty: leg.counterparty,
    memo: leg.memo,
    subject,
  });
  return { id: `t${leg.transferId}`, at: leg.at, ...text, amountCentavos: leg.amountCentavos, unread };
}

export function recordedNotice(row: NoticeRow, unread: boolean): Notice {
  return {
    id: `n${row.id}`,
    at: row.createdAt.toISOString(),
    kind: row.kind as Notice["kind"],
    title: row.title,
    body: row.body,
    amountCentavos: row.amountCentavos,
    unread,
  };
}

/** Money notices with their subjects, for one or many users. */
export async function moneyNotices(
  db: DbOrTx,
  legs: readonly (WalletLogEntry & { userId: number })[],
  isUnread: (leg: WalletLogEntry) => boolean,
): Promise<(Notice & { userId: number })[]> {
  const subjects = await subjectsOf(db, legs);
  return legs.map((leg) => ({ ...moneyNotice(leg, subjectOf(subjects, leg), isUnread(leg)), userId: leg.userId }));
}

/** The user's read mark: notices created before it are read. Null: nothing read yet. */
export async function readMarkOf(db: DbOrTx, userId: number): Promise<Date | null> {
  const [row] = await db.select().from(noticeReads).where(eq(noticeReads.userId, userId));
  return row?.readBefore ?? null;
}

async function unreadCountOf(db: DbOrTx, userId: number, readBefore: Date | null): Promise<number> {
  const since = readBefore ?? undefined;
  const [money, [rows]] = await Promise.all([
    countWalletLog(db, userId, { ...MONEY_FILTERS, fromAt: since }),
    db
      .select({ n: count() })
      .from(notices)
      .where(and(eq(notices.userId, userId), since ? gte(notices.createdAt, since) : undefined)),
  ]);
  return Math.min(money + (rows?.n ?? 0), UNREAD_COUNT_CAP + 1);
}

/** A page of the user's notices, newest first, money and recorded ones together, with the unread count. */
export async function listNotices(db: DbOrTx, userId: number, page: number, pageSize: number): Promise<NoticesPage> {
  const readBefore = await readMarkOf(db, userId);
  const isUnread = (at: string) => readBefore === null || new Date(at) >= readBefore;
  const upTo = page * pageSize;
  const [legs, rows, moneyTotal, [recordedTotal], unreadCount] = await Promise.all([
    readWalletLog(db, userId, MONEY_FILTERS, 0, upTo),
    db
      .select()
      .from(notices)
      .where(eq(notices.userId, userId))
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(upTo),
    countWalletLog(db, userId, MONEY_FILTERS),
    db.select({ n: count() }).from(notices).where(eq(notices.userId, userId)),
    unreadCountOf(db, userId, readBefore),
  ]);
  const money = await moneyNotices(
    db,
    legs.map((leg) => ({ ...leg, userId })),
    (leg) => isUnread(leg.at),
  );
  const merged: Notice[] = [
    ...money.map(({ userId: _, ...notice }) => notice),
    ...rows.map((row) => recordedNotice(row, isUnread(row.createdAt.toISOString()))),
  ].sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : a.at < b.at ? 1 : -1));
  return {
    items: merged.slice((page - 1) * pageSize, upTo),
    total: moneyTotal + (recordedTotal?.n ?? 0),
    page,
    pageSize,
    unreadCount,
  };
}

/**
 * Moves the user's read mark to just after `upToAt` (the newest notice the screen showed), never past now and never
 * back: repeating it changes nothing. Answers the unread count left (notices that arrived meanwhile).
 */
export async function markNoticesRead(db: DbOrTx, userId: number, upToAt?: Date): Promise<{ unreadCount: number }> {
  // Whole milliseconds, as the screens see times: a notice at or after the mark is unread, on both sides.
  const now = sql`date_trunc('milliseconds', now()) + interval '1 millisecond'`;
  const wanted = upToAt
    ? sql`least(date_trunc('milliseconds', ${upToAt.toISOString()}::timestamptz) + interval '1 millisecond', ${now})`
    : now;
  const result = await db.execute(sql`
    insert into notice_reads (user_id, read_before) values (${userId}, ${wanted})
    on conflict (user_id) do update set read_before = greatest(notice_reads.read_before, excluded.read_before)
    returning read_before`);
  const [row] = resultRows<{ read_before: string | Date }>(result);
  return { unreadCount: await unreadCountOf(db, userId, row ? new Date(row.read_before) : null) };
}

/** The ref of the notice a suspension writes: the sign-in refusal reads its reason back. */
export const SUSPENSION_REF_TYPE = "suspension";

/** The reason given with the user's latest suspension, or null (none given, or suspended before notices). */
export async function suspensionReasonOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ body: notices.body })
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.refType, SUSPENSION_REF_TYPE)))
    .orderBy(desc(notices.id))
    .limit(1);
  return row?.body || null;
}
