import type { TicketLineInput } from "@sabong/shared/number-games";
import type { ActiveLimits, RestrictionKind } from "@sabong/shared/protection";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { protectionMarks, protectionState } from "../modules/protection/table.ts";
import type { Headers } from "./api.ts";
import { type BettingHarness, newKey } from "./betting.ts";

/**
 * Player protection for the money tests: limits and restrictions written straight onto the player's
 * `protection_state` row, as the limit and restriction services copy them there (those services are not what these
 * tests are about), and the totals and marks the money paths leave.
 */

/** The limits in force on the row (`limited` when any is set); a limit left out is removed. */
export async function setLimits(db: Db, userId: number, limits: ActiveLimits): Promise<void> {
  const { loss = {}, wager = {}, load = {}, largestStakeCentavos = null } = limits;
  const columns = {
    lossDayCentavos: loss.day ?? null,
    lossWeekCentavos: loss.week ?? null,
    lossMonthCentavos: loss.month ?? null,
    wagerDayCentavos: wager.day ?? null,
    wagerWeekCentavos: wager.week ?? null,
    wagerMonthCentavos: wager.month ?? null,
    loadDayCentavos: load.day ?? null,
    loadWeekCentavos: load.week ?? null,
    loadMonthCentavos: load.month ?? null,
    largestStakeCentavos,
  };
  const limited = Object.values(columns).some((value) => value !== null);
  await db
    .update(protectionState)
    .set({ ...columns, limited })
    .where(eq(protectionState.userId, userId));
}

/** A time-out or self-exclusion running until `untilMs` (null: none). */
export async function restrict(
  db: Db,
  userId: number,
  restriction: { kind: RestrictionKind; untilMs: number } | null,
): Promise<void> {
  await db
    .update(protectionState)
    .set({
      restrictedKind: restriction?.kind ?? null,
      restrictedUntil: restriction ? new Date(restriction.untilMs) : null,
    })
    .where(eq(protectionState.userId, userId));
}

export async function protectionTotals(db: Db, userId: number) {
  const [row] = await db
    .select({
      stakedCentavos: protectionState.stakedTotalCentavos,
      creditedCentavos: protectionState.creditedTotalCentavos,
      loadedCentavos: protectionState.loadedTotalCentavos,
    })
    .from(protectionState)
    .where(eq(protectionState.userId, userId));
  if (!row) throw new Error(`user ${userId} has no protection row`);
  return row;
}

/** The player's marks, oldest first. */
export async function protectionMarksOf(db: Db, userId: number) {
  return db
    .select()
    .from(protectionMarks)
    .where(eq(protectionMarks.userId, userId))
    .orderBy(asc(protectionMarks.at), asc(protectionMarks.id));
}

/** A one-draw ticket placed as `headers` through the player's route (pick3), with a fresh key. */
export function placeTicketAs(h: BettingHarness, headers: Headers, drawId: number, lines: readonly TicketLineInput[]) {
  return h.t.app.inject({
    method: "POST",
    url: "/api/player-pick3/tickets",
    headers,
    payload: { drawId, idempotencyKey: newKey(), lines },
  });
}

/** A straight pick3 line. */
export const straight = (combination: number, stakeCentavos: number): TicketLineInput => ({
  combination: String(combination % 1000).padStart(3, "0"),
  form: "straight",
  stakeCentavos,
});

/** A load at the wallet station as `headers` (an agent, the cashier, the admin), with a fresh key. */
export function loadAs(h: BettingHarness, headers: Headers, targetUserId: number, amountCentavos: number) {
  return h.t.app.inject({
    method: "POST",
    url: "/api/points/load",
    headers,
    payload: { targetUserId, amountCentavos, idempotencyKey: newKey() },
  });
}
