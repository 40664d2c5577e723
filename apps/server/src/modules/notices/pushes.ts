import type { Notice } from "@sabong/shared/notices";
import { NOTICE_TRANSFER_CODES } from "@sabong/shared/notices";
import { eq } from "drizzle-orm";
import type { PushHandlers } from "../../events/publisher.ts";
import { notableLegsBetween } from "../ledger/service.ts";
import { moneyNotices, recordedNotice } from "./service.ts";
import { notices } from "./table.ts";

/** Users per read of one posting's notices (a settlement may pay thousands). */
const NOTICE_READ_CHUNK = 5_000;

/**
 * `transfers.notable` → each player gets the notices of that posting (a win with its amount, a correction with its
 * reason) in one `notice` push; `notice.recorded` → the row. In commit order, read after the commit.
 */
export const noticePushes: PushHandlers = ({ db, realtime, closed, inOrder }) => {
  const push = (byUser: Map<number, Notice[]>) => {
    for (const [userId, list] of byUser) realtime.toUser(userId, "notice", { notices: list });
  };
  return {
    "transfers.notable": (event) =>
      inOrder("notice", async () => {
        for (let i = 0; i < event.userIds.length && !closed(); i += NOTICE_READ_CHUNK) {
          const legs = await notableLegsBetween(
            db,
            event.userIds.slice(i, i + NOTICE_READ_CHUNK),
            NOTICE_TRANSFER_CODES,
            event.fromTransferId,
            event.toTransferId,
          );
          const byUser = new Map<number, Notice[]>();
          for (const { userId, ...notice } of await moneyNotices(db, legs, () => true)) {
            byUser.set(userId, [...(byUser.get(userId) ?? []), notice]);
          }
          if (!closed()) push(byUser);
        }
      }),
    "notice.recorded": (event) =>
      inOrder("notice", async () => {
        const [row] = await db.select().from(notices).where(eq(notices.id, event.noticeId));
        if (row && !closed()) push(new Map([[event.userId, [recordedNotice(row, true)]]]));
      }),
  };
};
