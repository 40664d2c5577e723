import {
  answerRealityCheck,
  checkRestriction,
  type ProtectionView,
  type RealityCheckMinutes,
  type SessionAnswerBody,
  type SessionView,
} from "@sabong/shared/protection";
import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { businessRule } from "../../errors.ts";
import { transact } from "../../events/transact.ts";
import { recordAudit } from "../audit/service.ts";
import { revokeSessions } from "../auth/service.ts";
import { sessionViewOf, toPlaySession, touchPlaySession } from "./play-sessions.ts";
import { runningRestriction } from "./restriction-store.ts";
import { type RestrictionAction, takeTimeOutFor } from "./restrictions.ts";
import { lockState, readState } from "./state.ts";
import { playSessions, protectionState } from "./table.ts";
import { protectionView } from "./view.ts";

/** The reality check: its interval (a control: never longer while a restriction runs), the session and its answers. */

export async function setRealityCheck(
  tx: Tx,
  action: RestrictionAction,
  minutes: RealityCheckMinutes,
): Promise<ProtectionView> {
  const { playerId, nowMs } = action;
  const state = await lockState(tx, playerId);
  if (minutes > state.realityCheckMinutes) {
    const check = checkRestriction(
      (await runningRestriction(tx, playerId, nowMs))?.restriction ?? null,
      "loosen-control",
      nowMs,
    );
    if (!check.ok) throw businessRule(check.message);
  }
  if (minutes !== state.realityCheckMinutes) {
    await tx
      .update(protectionState)
      .set({ realityCheckMinutes: minutes, updatedAt: new Date(nowMs) })
      .where(eq(protectionState.userId, playerId));
    await recordAudit(tx, {
      actor: action.actor,
      action: "protection.reality-check",
      entityType: "user",
      entityId: playerId,
      before: { realityCheckMinutes: state.realityCheckMinutes },
      after: { realityCheckMinutes: minutes },
    });
  }
  return protectionView(tx, playerId, nowMs);
}

/** The player's session now (this request continues it), as the reality-check dialog shows it. */
export async function currentSession(db: DbOrTx, playerId: number, nowMs: number): Promise<SessionView> {
  const row = await touchPlaySession(db, playerId, nowMs);
  const state = await readState(db, playerId);
  return sessionViewOf(row, state, state.realityCheckMinutes as RealityCheckMinutes, nowMs);
}

/**
 * The dialog's answer. Continue: every check due so far counts as answered (the next one comes an interval later,
 * whichever tab asks). Take a break: a 24-hour time-out (which signs the player out). Sign out: every session of the
 * player ends; the play session ends by itself 30 idle minutes later, so signing straight back in does not restart
 * the count.
 */
export async function answerSession(
  db: Db,
  action: RestrictionAction,
  answer: SessionAnswerBody["answer"],
): Promise<SessionView> {
  const { playerId, nowMs } = action;
  const row = await touchPlaySession(db, playerId, nowMs);
  if (answer === "break") {
    await transact(db, (tx) => takeTimeOutFor(tx, action, "24h"));
  } else if (answer === "sign-out") {
    await revokeSessions(db, playerId);
  } else {
    const state = await readState(db, playerId);
    const answered = answerRealityCheck(toPlaySession(row), state.realityCheckMinutes as RealityCheckMinutes, nowMs);
    if (answered.lastCheckDueMs !== null) {
      await db
        .update(playSessions)
        // Two tabs answering at once: the later answer wins whichever write lands last.
        .set({
          lastCheckDueAt: sql`greatest(${playSessions.lastCheckDueAt}, ${new Date(answered.lastCheckDueMs).toISOString()}::timestamptz)`,
        })
        .where(eq(playSessions.id, row.id));
    }
  }
  return currentSession(db, playerId, nowMs);
}
