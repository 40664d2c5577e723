import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { pgNumber, rowsOf, toPgArray } from "../../db/sql.ts";
import { lockRowsWithStatusSelect, type RoomPurpose, roomsSelect } from "./guard-sql.ts";

/** A player's standing as a statement judged it: see `roomsSelect`. */
export type Room = {
  /** The instant judged, as the database wrote it (the refusal's explanation replays that instant). */
  at: string;
  restricted: boolean;
  /** The player's identity status allows the purpose (a bet or ticket; a load). */
  kycAllowed: boolean;
  largestStakeCentavos: number | null;
  /** The least room over the limited windows, possibly below zero; null without limits. */
  roomCentavos: number | null;
  /** The daily play-time limit, checked on the day's sessions before a stake is taken (`refuseWhenPlayTimeUsed`). */
  playMinutes: number | null;
};

const roomRow = z.object({
  user_id: pgNumber,
  at: z.string(),
  restricted: z.boolean(),
  kyc_allowed: z.boolean(),
  largest: pgNumber.nullable(),
  room: pgNumber.nullable(),
  play_minutes: pgNumber.nullable(),
});

/** The rooms a statement answered, its rows checked (a batch's players at most: a ticket batch holds 200). */
function roomsOf(result: unknown): Map<number, Room> {
  return new Map(
    rowsOf(roomRow, result).map((r) => [
      r.user_id,
      {
        at: r.at,
        restricted: r.restricted,
        kycAllowed: r.kyc_allowed,
        largestStakeCentavos: r.largest,
        roomCentavos: r.room,
        playMinutes: r.play_minutes,
      },
    ]),
  );
}

/**
 * Locks the players' protection rows (user id order) and answers each one's room for stakes, in the caller's
 * transaction: a ticket batch calls it right after locking the players' points accounts, decides on it, and its
 * writing statement adds the stakes (`postStakes` without `guard`). Bets decide in their statement instead.
 */
export async function lockStakeRooms(tx: Tx, userIds: readonly number[]): Promise<Map<number, Room>> {
  if (userIds.length === 0) return new Map();
  const users = sql`select unnest(${toPgArray([...userIds])}::int[])`;
  const result = await tx.execute(sql`with protection_lock as (${lockRowsWithStatusSelect(users)}),
    protection_room as (${roomsSelect(sql`protection_lock`, "stake", sql`clock_timestamp()`)})
    select user_id, now::text as at, restricted, kyc_allowed, largest, room, play_minutes from protection_room`);
  return roomsOf(result);
}

/** The rooms at a given instant, without locking: the SQL the statements decide with, for tests and reads. */
export async function roomsAt(
  db: DbOrTx,
  userIds: readonly number[],
  purpose: RoomPurpose,
  atMs: number,
): Promise<Map<number, Room>> {
  const source = sql`(select p.*, u.kyc_status from protection_state p join users_view u on u.id = p.user_id
    where p.user_id = any(${toPgArray([...userIds])}::int[]))`;
  const at = new Date(atMs).toISOString();
  const result =
    await db.execute(sql`select user_id, now::text as at, restricted, kyc_allowed, largest, room, play_minutes
    from (${roomsSelect(source, purpose, sql`${at}::timestamptz`)}) r`);
  return roomsOf(result);
}

/** Whether stakes (a bet's, or a ticket's lines, refused whole) pass a room: the statement's predicate, for tickets. */
export function stakesAllowed(room: Room | undefined, stakesCentavos: readonly number[]): boolean {
  if (!room) return false;
  if (room.restricted || !room.kycAllowed) return false;
  const { largestStakeCentavos: largest, roomCentavos } = room;
  if (largest !== null && stakesCentavos.some((s) => s > largest)) return false;
  const total = stakesCentavos.reduce((sum, s) => sum + s, 0);
  return roomCentavos === null || total <= roomCentavos;
}

/** Whether a stake waits for the daily play-time check: the statement's `play_time_checked` predicate, for tickets. */
export function playTimeUnchecked(room: Room | undefined, playTimeChecked: boolean): boolean {
  return room !== undefined && room.playMinutes !== null && !playTimeChecked;
}
