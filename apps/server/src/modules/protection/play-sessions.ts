import {
  checkPlayTime,
  type PlaySession,
  playedTodayMs,
  type RealityCheckMinutes,
  realityCheckDueAtMs,
  type SessionView,
  touchSession,
} from "@sabong/shared/protection";
import { manilaDateOf, manilaDayStart } from "@sabong/shared/time";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { businessRule } from "../../errors.ts";
import { transact } from "../../events/transact.ts";
import { readState } from "./state.ts";
import { playSessions, protectionState } from "./table.ts";

/**
 * Play sessions live on the server (play_sessions): any request of the player continues the newest one, 30 idle
 * minutes start a new one with the totals at its start, so every tab and a reload see the same session.
 */
export type PlaySessionRow = typeof playSessions.$inferSelect;

/** Per-user advisory lock (two-key form): two tabs touching at once make one session, not two. */
const PLAY_SESSION_LOCK = 72_635_403;

export const toPlaySession = (row: PlaySessionRow): PlaySession => ({
  startedAtMs: row.startedAt.getTime(),
  lastSeenAtMs: row.lastSeenAt.getTime(),
  lastCheckDueMs: row.lastCheckDueAt?.getTime() ?? null,
});

async function newestSession(db: DbOrTx, userId: number): Promise<PlaySessionRow | undefined> {
  const [row] = await db
    .select()
    .from(playSessions)
    .where(eq(playSessions.userId, userId))
    .orderBy(desc(playSessions.lastSeenAt), desc(playSessions.id))
    .limit(1);
  return row;
}

/** Locks the player's sessions for this transaction and answers the newest. */
export async function lockNewestSession(tx: Tx, userId: number): Promise<PlaySessionRow | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PLAY_SESSION_LOCK}, ${userId})`);
  return newestSession(tx, userId);
}

/** A request of the player at `nowMs`: the session goes on, or a new one starts. Answers the session after it. */
export function touchPlaySession(db: DbOrTx, userId: number, nowMs: number): Promise<PlaySessionRow> {
  return transact(db, async (tx) => {
    const current = await lockNewestSession(tx, userId);
    const touched = touchSession(current ? toPlaySession(current) : null, nowMs);
    if (current && touched.startedAtMs === current.startedAt.getTime()) {
      const lastSeenAt = new Date(touched.lastSeenAtMs);
      if (lastSeenAt.getTime() === current.lastSeenAt.getTime()) return current;
      const [updated] = await tx
        .update(playSessions)
        .set({ lastSeenAt })
        .where(eq(playSessions.id, current.id))
        .returning();
      return updated ?? current;
    }
    const state = await readState(tx, userId);
    const [created] = await tx
      .insert(playSessions)
      .values({
        userId,
        startedAt: new Date(nowMs),
        lastSeenAt: new Date(nowMs),
        stakedAtStartCentavos: state.stakedTotalCentavos,
        creditedAtStartCentavos: state.creditedTotalCentavos,
      })
      .returning();
    if (!created) throw new Error("play session not created");
    return created;
  });
}

/** The player's sessions that reach into the Manila day of `nowMs`. */
async function sessionsOfDay(db: DbOrTx, userId: number, nowMs: number): Promise<PlaySession[]> {
  const dayStart = manilaDayStart(manilaDateOf(new Date(nowMs)));
  const rows = await db
    .select()
    .from(playSessions)
    .where(and(eq(playSessions.userId, userId), gte(playSessions.lastSeenAt, dayStart)));
  return rows.map(toPlaySession);
}

export async function playedTodayMinutes(db: DbOrTx, userId: number, nowMs: number): Promise<number> {
  return Math.floor(playedTodayMs(await sessionsOfDay(db, userId, nowMs), nowMs) / 60_000);
}

/**
 * Refuses a bet or ticket once the player's daily play time is used up, until the next Manila day ("You have played
 * your 1 h 0 min for today…"). Called once a stake statement has sent the player back (`withPlayTimeChecked`).
 */
export async function refuseWhenPlayTimeUsed(db: DbOrTx, userId: number, nowMs = Date.now()): Promise<void> {
  const [row] = await db
    .select({ playMinutes: protectionState.playMinutes })
    .from(protectionState)
    .where(eq(protectionState.userId, userId));
  if (row?.playMinutes == null) return;
  const check = checkPlayTime(row.playMinutes, await sessionsOfDay(db, userId, nowMs), nowMs);
  if (!check.ok) throw businessRule(check.message);
}

/** The session as the reality check shows it: time, staked and net since its start, the next check and whether due. */
export function sessionViewOf(
  row: PlaySessionRow,
  totals: { stakedTotalCentavos: number; creditedTotalCentavos: number },
  intervalMinutes: RealityCheckMinutes,
  nowMs: number,
): SessionView {
  const session = toPlaySession(row);
  const nextCheckAtMs = realityCheckDueAtMs(session, intervalMinutes);
  const stakedCentavos = totals.stakedTotalCentavos - row.stakedAtStartCentavos;
  const creditedCentavos = totals.creditedTotalCentavos - row.creditedAtStartCentavos;
  return {
    startedAt: row.startedAt.toISOString(),
    playedMs: Math.max(0, nowMs - session.startedAtMs),
    stakedCentavos,
    netCentavos: creditedCentavos - stakedCentavos,
    nextCheckAt: new Date(nextCheckAtMs).toISOString(),
    due: nowMs >= nextCheckAtMs,
    intervalMinutes,
  };
}

/**
 * Sends a stake (a bet, a ticket) whose statement decides the daily play-time limit under its locks: first as
 * unchecked; a player with that limit is sent back (`sentBack`), the day's sessions are read (refused once the time
 * is used up), and the stake goes once more, checked. Players without the limit pay no query for it.
 */
export async function withPlayTimeChecked<O>(
  db: DbOrTx,
  userId: number,
  send: (playTimeChecked: boolean) => Promise<O>,
  sentBack: (outcome: O) => boolean,
): Promise<O> {
  const outcome = await send(false);
  if (!sentBack(outcome)) return outcome;
  await refuseWhenPlayTimeUsed(db, userId);
  return send(true);
}
