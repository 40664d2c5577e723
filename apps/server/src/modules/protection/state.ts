import { LIMIT_KEYS, type LimitBook, type LimitKey, settleLimits } from "@sabong/shared/protection";
import { eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import { protectionState } from "./table.ts";

/**
 * The player's protection_state row: the lock their limits, restriction and money share (0011). This module writes
 * its limit columns, `limited` and the restriction columns; the money paths write the totals.
 */
export type StateRow = typeof protectionState.$inferSelect;

type LimitColumn =
  | "lossDayCentavos"
  | "lossWeekCentavos"
  | "lossMonthCentavos"
  | "wagerDayCentavos"
  | "wagerWeekCentavos"
  | "wagerMonthCentavos"
  | "loadDayCentavos"
  | "loadWeekCentavos"
  | "loadMonthCentavos"
  | "largestStakeCentavos"
  | "playMinutes";

/** Where each limit in force is copied, for the bet, ticket and load statements to read under the lock. */
export const LIMIT_COLUMNS: Record<LimitKey, LimitColumn> = {
  "loss:day": "lossDayCentavos",
  "loss:week": "lossWeekCentavos",
  "loss:month": "lossMonthCentavos",
  "wager:day": "wagerDayCentavos",
  "wager:week": "wagerWeekCentavos",
  "wager:month": "wagerMonthCentavos",
  "load:day": "loadDayCentavos",
  "load:week": "loadWeekCentavos",
  "load:month": "loadMonthCentavos",
  "largest-stake": "largestStakeCentavos",
  "play-time": "playMinutes",
};

/** Locks the row (FOR UPDATE): a racing bet either commits before this change or sees it. */
export async function lockState(tx: Tx, userId: number): Promise<StateRow> {
  const [row] = await tx.select().from(protectionState).where(eq(protectionState.userId, userId)).for("update");
  if (!row) throw notFound("User not found");
  return row;
}

export async function readState(db: DbOrTx, userId: number): Promise<StateRow> {
  const [row] = await db.select().from(protectionState).where(eq(protectionState.userId, userId));
  if (!row) throw notFound("User not found");
  return row;
}

/** The in-force values of a book at `nowMs`, as the row's columns, and `limited` = any of them set. */
export function limitColumnsOf(
  book: LimitBook,
  nowMs: number,
): Record<LimitColumn, number | null> & { limited: boolean } {
  const settled = settleLimits(book, nowMs);
  const columns = Object.fromEntries(
    LIMIT_KEYS.map((key) => [LIMIT_COLUMNS[key], settled[key]?.value ?? null]),
  ) as Record<LimitColumn, number | null>;
  return { ...columns, limited: Object.values(columns).some((value) => value !== null) };
}

/** Copies the book's in-force limits into the locked row. */
export async function writeLimitColumns(tx: Tx, userId: number, book: LimitBook, nowMs: number): Promise<void> {
  await tx
    .update(protectionState)
    .set({ ...limitColumnsOf(book, nowMs), updatedAt: new Date(nowMs) })
    .where(eq(protectionState.userId, userId));
}
