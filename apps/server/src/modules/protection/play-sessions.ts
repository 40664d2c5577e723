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
import type { DbOrTx } from "../../db/client.ts";
import { toPgArray } from "../../db/sql.ts";
import { businessRule, notFound } from "../../errors.ts";
import { transact } from "../../events/transact.ts";
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

/** A request of a player at `nowMs` (the player's requests continue their play session). */
export type SessionTouch = { userId: number; nowMs: number };

/** Players per touching transaction (the touches gathered from requests come in batches: session-touch.ts). */
export const TOUCHES_PER_TRANSACTION = 1_000;

/**
 * Requests of players at their instants: each player's session goes on, or a new one starts (the shared
 * `touchSession` decides). One transaction and at most five statements however many players (at most
 * TOUCHES_PER_TRANSACTION): the players' locks in id order (two batches never wait on each other in a circle), their
 * newest sessions, the sessions continued, the sessions started with the totals at their start. Answers each player's
 * session after it; a player without protection state (no such user) is left out.
 */
export function touchPlaySessions(db: DbOrTx, touches: readonly SessionTouch[]): Promise<Map<number, PlaySessionRow>> {
  const atMs = new Map<number, number>();
  for (const { userId, nowMs } of touches) atMs.set(userId, Math.max(atMs.get(userId) ?? nowMs, nowMs));
  const userIds = [...atMs.keys()].sort((a, b) => a - b);
  if (userIds.length > TOUCHES_PER_TRANSACTION) throw new Error("too many play sessions touched at once");
  if (userIds.length === 0) return Promise.resolve(new Map());
  const ids = toPgArray(userIds);
  return transact(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PLAY_SESSION_LOCK}, u)
      from (select u from unnest(${ids}::int[]) u order by u offset 0) ordered`);
    const newest = await tx
      .selectDistinctOn([playSessions.userId])
      .from(playSessions)
      .where(sql`${playSessions.userId} = any(${ids}::int[])`)
      .orderBy(playSessions.userId, desc(playSessions.lastSeenAt), desc(playSessions.id));
    const currentOf = new Map(newest.map((row) => [row.userId, row]));
    const after = new Map<number, PlaySessionRow>();
    const continued: PlaySessionRow[] = [];
    const started: number[] = [];
    for (const userId of userIds) {
      const current = currentOf.get(userId);
      const touched = touchSession(current ? toPlaySession(current) : null, atMs.get(userId) as number);
      if (!current || touched.startedAtMs !== current.startedAt.getTime()) started.push(userId);
      else if (touched.lastSeenAtMs === current.lastSeenAt.getTime()) after.set(userId, current);
      else continued.push({ ...current, lastSeenAt: new Date(touched.lastSeenAtMs) });
    }
    if (continued.length > 0) {
      await tx.execute(sql`update play_sessions p set last_seen_at = v.at
        from unnest(${toPgArray(continued.map((row) => row.id))}::int[],
          ${`{${continued.map((row) => `"${row.lastSeenAt.toISOString()}"`).join(",")}}`}::timestamptz[]) as v(id, at)
        where p.id = v.id`);
      for (const row of continued) after.set(row.userId, row);
    }
    if (started.length > 0) {
      const states = await tx
        .select({
          userId: protectionState.userId,
          staked: protectionState.stakedTotalCentavos,
          credited: protectionState.creditedTotalCentavos,
        })
        .from(protectionState)
        .where(sql`${protectionState.userId} = any(${toPgArray(started)}::int[])`);
      if (states.length > 0) {
        const created = await tx
          .insert(playSessions)
          .values(
            states.map((state) => {
              const at = new Date(atMs.get(state.userId) as number);
              return {
                userId: state.userId,
                startedAt: at,
                lastSeenAt: at,
                stakedAtStartCentavos: state.staked,
                creditedAtStartCentavos: state.credited,
              };
            }),
          )
          .returning();
        for (const row of created) after.set(row.userId, row);
      }
    }
    return after;
  });
}

/** A request of the player at `nowMs`: the session goes on, or a new one starts. Answers the session after it. */
export async function touchPlaySession(db: DbOrTx, userId: number, nowMs: number): Promise<PlaySessionRow> {
  const row = (await touchPlaySessions(db, [{ userId, nowMs }])).get(userId);
  if (!row) throw notFound("User not found");
  return row;
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
