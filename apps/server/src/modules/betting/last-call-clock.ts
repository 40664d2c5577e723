import type { Game } from "@sabong/shared/betting";
import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type JobLog, startTicker, type Ticker } from "../../db/ticker.ts";
import { transact } from "../../events/transact.ts";
import { closeBetting } from "./close-betting.ts";
import { events, fights } from "./table.ts";

export type LastCallClockReport = { closed: number; failed: number };

/** Most fights one tick closes: a backlog (a server that was down) drains over the next ticks. */
const CLOSE_LIMIT = 50;

/** A fight whose close failed is left alone this long, so one broken fight does not take every tick's time. */
export const LAST_CALL_RETRY_MS = 30_000;

/** Fights whose close failed, by id, with when (this process's clock) the clock may try them again. */
export type LastCallRetries = Map<number, number>;

/** In last call and past the deadline, on the database's clock (the one the bet statement compares with). */
const lastCallEnded = and(eq(fights.state, "LAST_CALL"), sql`${fights.lastCallEndsAt} <= clock_timestamp()`);

/**
 * Closes the fights whose last call has ended, each through the operator's close (moveBettingWindow) in its own
 * transaction, audited with no actor (the system) and pushed after commit. Bets were already refused from the
 * deadline (bet-statement.ts); this makes the fight's state say so. The condition is checked again under the
 * fight's lock, so a fight the operator (or another process) closed or cancelled meanwhile is left alone: each
 * fight is closed once. A fight that fails is skipped until its retry time (`retries`, kept by the running clock);
 * `stopped` ends the run early on shutdown. Exported for tests, which call it instead of running the clock.
 */
export async function closeEndedLastCalls(
  db: Db,
  log: JobLog,
  options: { retries?: LastCallRetries; stopped?: () => boolean } = {},
): Promise<LastCallClockReport> {
  const { retries = new Map(), stopped = () => false } = options;
  const nowMs = Date.now();
  for (const [fightId, retryAtMs] of retries) if (retryAtMs <= nowMs) retries.delete(fightId);
  const skipped = [...retries.keys()];
  const due = await db
    .select({ id: fights.id, game: events.game })
    .from(fights)
    .innerJoin(events, eq(events.id, fights.eventId))
    .where(and(lastCallEnded, skipped.length > 0 ? notInArray(fights.id, skipped) : undefined))
    .orderBy(asc(fights.lastCallEndsAt), asc(fights.id))
    .limit(CLOSE_LIMIT);
  const report: LastCallClockReport = { closed: 0, failed: 0 };
  for (const fight of due) {
    if (stopped()) break;
    try {
      const closed = await transact(db, async (tx) => {
        const [still] = await tx
          .select({ id: fights.id })
          .from(fights)
          .where(and(eq(fights.id, fight.id), lastCallEnded))
          .for("update");
        if (!still) return false;
        await closeBetting(tx, fight.game as Game, fight.id, null);
        return true;
      });
      if (closed) report.closed += 1;
    } catch (err) {
      log.error({ err, fightId: fight.id }, "last call close failed");
      retries.set(fight.id, Date.now() + LAST_CALL_RETRY_MS);
      report.failed += 1;
    }
  }
  return report;
}

/** The running server's last-call clock: a tick every `intervalMs` (never two at once) until stopped. */
export function startLastCallClock(db: Db, log: JobLog, intervalMs = 500): Ticker {
  const retries: LastCallRetries = new Map();
  return startTicker({
    intervalMs,
    tick: async (stopped) => {
      await closeEndedLastCalls(db, log, { retries, stopped });
    },
    onError: (err) => log.error({ err }, "last call clock tick failed"),
  });
}
