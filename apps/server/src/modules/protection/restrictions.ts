import {
  type ExclusionLength,
  extendSelfExclusion,
  type LiftRequest,
  liftRestriction,
  type ProtectionView,
  type Restriction,
  type RestrictionResult,
  settleLimits,
  type TimeOutLength,
  takeSelfExclusion,
  takeTimeOut,
} from "@sabong/shared/protection";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { businessRule } from "../../errors.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { revokeSessions } from "../auth/service.ts";
import { addSelfExclusionEntry } from "../identity/service.ts";
import { readBook, saveBook } from "./limit-store.ts";
import { type RunningRestriction, runningRestriction, writeRestrictionColumns } from "./restriction-store.ts";
import { lockState, writeLimitColumns } from "./state.ts";
import { protectionRestrictions } from "./table.ts";
import { protectionView } from "./view.ts";

/**
 * Time-outs and self-exclusions, under the lock of the player's protection_state row: the shared rules decide, the
 * history row and the row's restricted columns are written, and the audit records before and after. Taking one ends
 * every session of the player (the auth module's revokeSessions: its trigger tells every process, which drops the
 * sessions and closes their sockets); the route also clears this process's cache (endingSessions).
 */
export type RestrictionAction = { playerId: number; actor: AuditActor; nowMs: number };

const asAudit = (restriction: Restriction | null) =>
  restriction
    ? {
        kind: restriction.kind,
        startedAt: new Date(restriction.startedAtMs).toISOString(),
        endsAt: new Date(restriction.endsAtMs).toISOString(),
      }
    : null;

function decided(result: RestrictionResult): Restriction {
  if (!result.ok) throw businessRule(result.message);
  return result.restriction;
}

/** Pending increases and removals are dropped: nothing may loosen while a restriction runs. */
async function dropPendingChanges(tx: Tx, playerId: number, nowMs: number): Promise<number> {
  const stored = await readBook(tx, playerId);
  const settled = settleLimits(stored.book, nowMs);
  const withoutPending = Object.fromEntries(
    Object.entries(settled).map(([key, entry]) => [key, { ...entry, pending: null }]),
  );
  const changed = await saveBook(tx, playerId, stored, withoutPending, nowMs);
  await writeLimitColumns(tx, playerId, withoutPending, nowMs);
  return changed.length;
}

async function take(
  tx: Tx,
  action: RestrictionAction,
  auditAction: string,
  decide: (current: Restriction | null) => RestrictionResult,
): Promise<ProtectionView> {
  const { playerId, nowMs } = action;
  // The users row before the protection row (a load takes them in that order too): no deadlock.
  await revokeSessions(tx, playerId);
  await lockState(tx, playerId);
  const current = await runningRestriction(tx, playerId, nowMs);
  const restriction = decided(decide(current?.restriction ?? null));
  await tx.insert(protectionRestrictions).values({
    userId: playerId,
    kind: restriction.kind,
    startedAt: new Date(restriction.startedAtMs),
    endsAt: new Date(restriction.endsAtMs),
  });
  await writeRestrictionColumns(tx, playerId, restriction, nowMs);
  const droppedChanges = await dropPendingChanges(tx, playerId, nowMs);
  await recordAudit(tx, {
    actor: action.actor,
    action: auditAction,
    entityType: "user",
    entityId: playerId,
    before: { restriction: asAudit(current?.restriction ?? null) },
    after: { restriction: asAudit(restriction), sessions: "ended", droppedChanges },
  });
  return protectionView(tx, playerId, nowMs);
}

export function takeTimeOutFor(tx: Tx, action: RestrictionAction, length: TimeOutLength): Promise<ProtectionView> {
  return take(tx, action, "protection.time-out", (current) => takeTimeOut(current, length, action.nowMs));
}

/**
 * A self-exclusion; the player joins the exclusion list in the same transaction (their identity's keys, HMAC with
 * `exclusionSecret`), so a new account of theirs is recognised at registration and at identity review.
 */
export async function takeSelfExclusionFor(
  tx: Tx,
  action: RestrictionAction,
  length: ExclusionLength,
  exclusionSecret: string,
): Promise<ProtectionView> {
  const view = await take(tx, action, "protection.self-exclusion", (current) =>
    takeSelfExclusion(current, length, action.nowMs),
  );
  await addSelfExclusionEntry(tx, action.playerId, action.actor, exclusionSecret);
  return view;
}

type ExtraColumns = Partial<typeof protectionRestrictions.$inferInsert> & { reason?: string };

/** Changes the running one's row (extended or lifted) and mirrors it into protection_state. */
async function changeRunning(
  tx: Tx,
  action: RestrictionAction,
  change: {
    auditAction: string;
    decide: (current: Restriction | null) => RestrictionResult;
    /** More columns of the row (and the reason kept on it); none unless given. */
    extra?: (running: RunningRestriction) => ExtraColumns;
  },
): Promise<ProtectionView> {
  const { auditAction, decide, extra } = change;
  const { playerId, nowMs } = action;
  await lockState(tx, playerId);
  const current = await runningRestriction(tx, playerId, nowMs);
  const next = decided(decide(current?.restriction ?? null));
  if (!current) throw new Error("a restriction was changed that is not running");
  const { reason, ...columns }: ExtraColumns = extra?.(current) ?? {};
  // A lifted row keeps the end it had (history): lifted_at says when it stopped.
  const lifted = next.endsAtMs <= nowMs;
  await tx
    .update(protectionRestrictions)
    .set({
      ...(lifted ? {} : { endsAt: new Date(next.endsAtMs) }),
      ...columns,
      ...(reason === undefined ? {} : { reason }),
    })
    .where(eq(protectionRestrictions.id, current.id));
  await writeRestrictionColumns(tx, playerId, lifted ? null : next, nowMs);
  await recordAudit(tx, {
    actor: action.actor,
    action: auditAction,
    entityType: "user",
    entityId: playerId,
    before: { restriction: asAudit(current.restriction) },
    after: { restriction: lifted ? null : asAudit(next), ...(reason === undefined ? {} : { reason }) },
  });
  return protectionView(tx, playerId, nowMs);
}

/** A running self-exclusion made longer by `months` (6 or more) from its current end. */
export function extendSelfExclusionFor(tx: Tx, action: RestrictionAction, months: number): Promise<ProtectionView> {
  return changeRunning(tx, action, {
    auditAction: "protection.self-exclusion.extend",
    decide: (current) => extendSelfExclusion(current, months, action.nowMs),
  });
}

/**
 * Lifts a running restriction if the shared rules allow it: never a time-out, never the first six months of a
 * self-exclusion, after them only an admin with the player's written request and a reason (kept on the row).
 */
export function liftRestrictionFor(tx: Tx, action: RestrictionAction, request: LiftRequest): Promise<ProtectionView> {
  return changeRunning(tx, action, {
    auditAction: "protection.lift",
    decide: (current) => liftRestriction(current, request, action.nowMs),
    extra: () => ({
      liftedAt: new Date(action.nowMs),
      liftedByUserId: action.actor?.userId ?? null,
      writtenRequest: request.writtenRequest,
      reason: request.reason.trim(),
    }),
  });
}
