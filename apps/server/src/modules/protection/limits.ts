import {
  cancelPendingChange,
  changeLimit,
  isRunning,
  type LimitChangeResult,
  type LimitKey,
  type LimitSetter,
  limitInSentence,
  limitValueText,
  manilaMomentText,
  type ProtectionView,
} from "@sabong/shared/protection";
import type { Tx } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { recordNotice } from "../notices/service.ts";
import { auditEntry, readBook, saveBook } from "./limit-store.ts";
import { runningRestriction } from "./restriction-store.ts";
import { lockState, writeLimitColumns } from "./state.ts";
import { protectionView } from "./view.ts";

/**
 * Setting, lowering, raising, removing and cancelling a limit, by the player or an upline, under the lock of the
 * player's protection_state row: the shared rules decide (changeLimit, cancelPendingChange), the book is written back,
 * the in-force values are copied into the row for the money statements, and every changed key is audited.
 */
export type LimitChange = {
  playerId: number;
  key: LimitKey;
  by: LimitSetter;
  actor: AuditActor;
  nowMs: number;
};

const REFUSAL_STATUS = { NOTHING_PENDING: "CONFLICT", NOT_YOURS: "FORBIDDEN" } as const;

function refused(result: Extract<LimitChangeResult, { ok: false }>): DomainError {
  const code = result.code in REFUSAL_STATUS ? REFUSAL_STATUS[result.code as keyof typeof REFUSAL_STATUS] : null;
  return new DomainError(code ?? "BUSINESS_RULE", result.message);
}

async function applyToBook(
  tx: Tx,
  change: LimitChange,
  action: string,
  decide: (book: Awaited<ReturnType<typeof readBook>>["book"], restricted: boolean) => LimitChangeResult,
): Promise<ProtectionView> {
  const { playerId, nowMs } = change;
  await lockState(tx, playerId);
  const stored = await readBook(tx, playerId);
  const restricted = isRunning((await runningRestriction(tx, playerId, nowMs))?.restriction ?? null, nowMs);
  const result = decide(stored.book, restricted);
  if (!result.ok) throw refused(result);
  const changed = await saveBook(tx, playerId, stored, result.book, nowMs);
  await writeLimitColumns(tx, playerId, result.book, nowMs);
  for (const { key, before, after } of changed) {
    await recordAudit(tx, {
      actor: change.actor,
      action: key === change.key ? action : "protection.limit.apply",
      entityType: "user",
      entityId: playerId,
      before: { key, ...auditEntry(before) },
      after: { key, ...auditEntry(after), by: { userId: change.by.userId, role: change.by.role } },
    });
  }
  await noticeOfLimitChange(tx, change, changed);
  return protectionView(tx, playerId, nowMs);
}

/** The player hears of a change an upline made to their limits (their own changes need no notice). */
async function noticeOfLimitChange(
  tx: Tx,
  change: LimitChange,
  changed: Awaited<ReturnType<typeof saveBook>>,
): Promise<void> {
  if (change.by.userId === change.playerId) return;
  const mine = changed.find((c) => c.key === change.key);
  if (!mine) return;
  const who = change.by.name ? `your agent ${change.by.name}` : "your agent";
  const pending = mine.after.pending;
  await recordNotice(tx, {
    userId: change.playerId,
    kind: "limits",
    title: `Your ${limitInSentence(change.key)} was changed`,
    body: pending
      ? `Changed by ${who}: ${limitValueText(change.key, pending.value)} from ${manilaMomentText(pending.effectiveAtMs)}; ${limitValueText(change.key, mine.after.value)} until then.`
      : `Changed by ${who}: now ${limitValueText(change.key, mine.after.value)}.`,
    ref: { type: "limit", id: change.key },
  });
}

/** A new value (or null: remove). A decrease applies at once; an increase or a removal waits 24 hours. */
export function setLimit(tx: Tx, change: LimitChange, value: number | null): Promise<ProtectionView> {
  return applyToBook(tx, change, "protection.limit.set", (book, restricted) =>
    changeLimit(book, { key: change.key, value, by: change.by, nowMs: change.nowMs, restricted }),
  );
}

/** Drops a pending increase or removal. */
export function cancelLimitChange(tx: Tx, change: LimitChange): Promise<ProtectionView> {
  return applyToBook(tx, change, "protection.limit.cancel", (book) =>
    cancelPendingChange(book, change.key, change.by, change.nowMs),
  );
}
