import type { PushHandlers } from "../../events/publisher.ts";
import { balancesOf } from "./balances-batch.ts";

/** Users whose wallets changed within this window get their balances in one read (a bet adds no query). */
export const BALANCE_WINDOW_MS = 50;
/** Users per balance read (a settlement may pay thousands). */
export const BALANCE_READ_CHUNK = 5_000;
const MAX_BALANCES_WAITING = 200_000;

/** `balance.changed` → one `balance` push per user, the users changed together read in one query. */
export const ledgerPushes: PushHandlers = ({ db, realtime, closed, failed, coalescer }) => {
  const pushBalances = async (userIds: number[]): Promise<void> => {
    for (let i = 0; i < userIds.length && !closed(); i += BALANCE_READ_CHUNK) {
      try {
        const balances = await balancesOf(db, userIds.slice(i, i + BALANCE_READ_CHUNK));
        if (closed()) return;
        for (const [userId, balance] of balances) realtime.toUser(userId, "balance", balance);
      } catch (err) {
        failed("balance")(err);
      }
    }
  };
  const balances = coalescer({ windowMs: BALANCE_WINDOW_MS, maxPending: MAX_BALANCES_WAITING, flush: pushBalances });
  return { "balance.changed": (event) => balances.add(event.userIds) };
};
