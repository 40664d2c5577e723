import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { resultRows, toPgArray } from "../../db/sql.ts";
import { LedgerInvariantError, type SettlementTransfer } from "../ledger/service.ts";
import { lockRowsSelect, lockRowsWithStatusSelect, markInsert, roomsSelect, TOTALS_RETURNING } from "./guard-sql.ts";
import { loadRefusal } from "./refusals.ts";

/**
 * The players' credits and loads, added to their protection totals in the transaction that moves the money, each
 * with its mark. Callers have locked the players' points accounts first (the ledger does, when it posts), so the
 * protection rows are always taken after the wallets, as every money path takes them.
 */

/** What a player was credited (a payout, a refund), or, below zero, what a revert took back. */
export type Credit = { userId: number; amountCentavos: number };

/**
 * Adds credits to the players' `credited_total` (one statement however many players: a settlement credits
 * thousands): a payout or refund gives loss room back, a revert that takes one back takes the room away again.
 * A player's credits in one call are summed into one mark.
 */
export async function recordCredits(tx: Tx, credits: readonly Credit[]): Promise<void> {
  const perUser = new Map<number, number>();
  for (const c of credits) {
    if (!Number.isSafeInteger(c.amountCentavos)) throw new LedgerInvariantError(`credit of ${c.amountCentavos}`);
    perUser.set(c.userId, (perUser.get(c.userId) ?? 0) + c.amountCentavos);
  }
  const users = [...perUser].filter(([, amount]) => amount !== 0);
  if (users.length === 0) return;
  const ids = toPgArray(users.map(([userId]) => userId));
  const amounts = toPgArray(users.map(([, amount]) => amount));
  const result = await tx.execute(sql`with credit as (
      select * from unnest(${ids}::int[], ${amounts}::bigint[]) as c(user_id, amount)
    ), protection_lock as (${lockRowsSelect(sql`select user_id from credit`)}),
    protection_total as (
      update protection_state p set credited_total_centavos = p.credited_total_centavos + c.amount
      from credit c join protection_lock l on l.user_id = c.user_id where p.user_id = c.user_id
      ${TOTALS_RETURNING}
    ), protection_mark as (${markInsert(sql`protection_total`)})
    select count(*) as marks from protection_mark`);
  const [row] = resultRows<{ marks: string | number }>(result);
  if (Number(row?.marks) !== users.length) {
    throw new LedgerInvariantError(`${users.length} players credited, ${row?.marks} protection totals updated`);
  }
}

const CREDIT_CODES = new Set(["PAYOUT", "REFUND"]);

/**
 * What a master revert takes back from the players' credits: every payout and refund of the settlement into a
 * points wallet, whole (a part already spent becomes the player's debt: it is still no longer theirs).
 */
export function creditsTakenBack(transfers: readonly SettlementTransfer[]): Credit[] {
  return transfers.flatMap((t) =>
    CREDIT_CODES.has(t.code) && t.creditKind === "user" && t.creditPurpose === "points" && t.creditOwnerId !== null
      ? [{ userId: t.creditOwnerId, amountCentavos: -t.amountCentavos }]
      : [],
  );
}

type LoadRow = { at: string; marks: string | number };

/**
 * A load into the player's points, under the lock of their protection row: refused when their identity status may
 * not be loaded (rejected, closed; the waiting ones as the platform setting says), while a time-out or
 * self-exclusion runs, or past the room of a limited load window (withdrawals give none back); otherwise added to
 * `loaded_total` with its mark. Call it in the load's transaction after the ledger moved the points (the wallets are
 * locked then): a refusal throws, and the whole load rolls back.
 */
export async function guardLoad(tx: Tx, userId: number, amountCentavos: number): Promise<void> {
  const amount = sql`${amountCentavos}::bigint`;
  const result = await tx.execute(sql`with protection_lock as (${lockRowsWithStatusSelect(sql`${userId}::int`)}),
    protection_room as (${roomsSelect(sql`protection_lock`, "load", sql`clock_timestamp()`)}),
    protection_allowed as (
      select user_id from protection_room where not restricted and kyc_allowed and (room is null or ${amount} <= room)
    ), protection_total as (
      update protection_state p set loaded_total_centavos = p.loaded_total_centavos + ${amount}
      from protection_allowed a where p.user_id = a.user_id
      ${TOTALS_RETURNING}
    ), protection_mark as (${markInsert(sql`protection_total`)})
    select r.now::text as at, (select count(*) from protection_mark) as marks from protection_room r`);
  const [row] = resultRows<LoadRow>(result);
  if (!row) throw new LedgerInvariantError(`user ${userId} has no protection row`);
  // Read in the same transaction, still holding the row: the explanation sees what the decision saw.
  if (Number(row.marks) !== 1) throw await loadRefusal(tx, { userId, amountCentavos, at: row.at });
}
