import { limitInSentence, limitValueText, settleLimits } from "@sabong/shared/protection";
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type JobLog, startTicker, type Ticker } from "../../db/ticker.ts";
import { transact } from "../../events/transact.ts";
import { recordAudit } from "../audit/service.ts";
import { recordNotice } from "../notices/service.ts";
import { auditEntry, readBook, saveBook } from "./limit-store.ts";
import { writeLimitColumns } from "./state.ts";
import { protectionLimitChanges, protectionState } from "./table.ts";

/**
 * Applies the limit increases and removals whose 24 hours are over: each player in a transaction of its own, on their
 * protection_state row taken FOR UPDATE SKIP LOCKED (a player betting right now is left for the next tick, which errs
 * on the strict side), a bounded batch per tick. Audited with no actor (the system); the player gets a notice. Tests
 * call it with a moved clock.
 */
export type PendingClockReport = { applied: number; skipped: number };

/** Most players one tick serves: a backlog drains over the next ticks. */
const PLAYERS_PER_TICK = 100;

export async function applyDueLimitChanges(
  db: Db,
  nowMs: number,
  options: { stopped?: () => boolean; limit?: number } = {},
): Promise<PendingClockReport> {
  const { stopped = () => false, limit = PLAYERS_PER_TICK } = options;
  const now = new Date(nowMs);
  const pending = and(
    isNull(protectionLimitChanges.appliedAt),
    isNull(protectionLimitChanges.cancelledAt),
    lte(protectionLimitChanges.effectiveAt, now),
  );
  const due = await db
    .selectDistinct({ userId: protectionLimitChanges.userId, effectiveAt: protectionLimitChanges.effectiveAt })
    .from(protectionLimitChanges)
    .where(pending)
    .orderBy(asc(protectionLimitChanges.effectiveAt))
    .limit(limit);
  const report: PendingClockReport = { applied: 0, skipped: 0 };
  for (const userId of new Set(due.map((row) => row.userId))) {
    if (stopped()) break;
    const applied = await transact(db, async (tx) => {
      const [locked] = await tx
        .select({ userId: protectionState.userId })
        .from(protectionState)
        .where(eq(protectionState.userId, userId))
        .for("update", { skipLocked: true });
      if (!locked) return null;
      const stored = await readBook(tx, userId);
      const settled = settleLimits(stored.book, nowMs);
      const changed = await saveBook(tx, userId, stored, settled, nowMs);
      await writeLimitColumns(tx, userId, settled, nowMs);
      for (const { key, before, after } of changed) {
        await recordAudit(tx, {
          actor: null,
          action: "protection.limit.apply",
          entityType: "user",
          entityId: userId,
          before: { key, ...auditEntry(before) },
          after: { key, ...auditEntry(after) },
        });
        // The player waited 24 hours for this (protection-rules.md): they hear when it is in force.
        await recordNotice(tx, {
          userId,
          kind: "limits",
          title:
            after.value === null
              ? `Your ${limitInSentence(key)} is removed`
              : `Your ${limitInSentence(key)} is now ${limitValueText(key, after.value)}`,
          body: "The change asked for 24 hours ago is in force now.",
          ref: { type: "limit", id: key },
        });
      }
      return changed.length;
    });
    if (applied === null) report.skipped += 1;
    else report.applied += applied;
  }
  return report;
}

/** The running server's clock for pending limit changes: a tick every `intervalMs` until stopped. */
export function startProtectionClock(db: Db, log: JobLog, now: () => number = Date.now, intervalMs = 5_000): Ticker {
  return startTicker({
    intervalMs,
    tick: async (stopped) => {
      await applyDueLimitChanges(db, now(), { stopped });
    },
    onError: (err) => log.error({ err }, "protection clock tick failed"),
  });
}
