import {
  LIMIT_KEYS,
  type LimitBook,
  type LimitEntry,
  type LimitKey,
  type LimitSetter,
  NO_LIMIT,
  type PendingChange,
} from "@sabong/shared/protection";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { users } from "../users/table.ts";
import { protectionLimitChanges, protectionLimits } from "./table.ts";

/**
 * A player's limits as stored: protection_limits (in force, with who set each) and the pending rows of
 * protection_limit_changes (increases and removals waiting 24 hours), read into the shared LimitBook, and a changed
 * book written back as the difference.
 */
export type StoredBook = {
  /** As stored: a pending change whose time has come is still pending here (the ticker applies it). */
  book: LimitBook;
  /** The row of each pending change. */
  pendingIds: Partial<Record<LimitKey, number>>;
};

const isLimitKey = (key: string): key is LimitKey => (LIMIT_KEYS as readonly string[]).includes(key);
const asRole = (role: string): LimitSetter["role"] => (role === "upline" ? "upline" : "player");

async function namesOf(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function readBook(db: DbOrTx, userId: number): Promise<StoredBook> {
  const limits = await db.select().from(protectionLimits).where(eq(protectionLimits.userId, userId));
  const pending = await db
    .select()
    .from(protectionLimitChanges)
    .where(
      and(
        eq(protectionLimitChanges.userId, userId),
        isNull(protectionLimitChanges.appliedAt),
        isNull(protectionLimitChanges.cancelledAt),
      ),
    )
    .orderBy(asc(protectionLimitChanges.id));
  const names = await namesOf(db, [...limits.map((l) => l.setByUserId), ...pending.map((p) => p.requestedByUserId)]);
  const setter = (userId: number, role: string): LimitSetter => ({
    userId,
    role: asRole(role),
    name: names.get(userId) ?? "",
  });
  const book: LimitBook = {};
  const pendingIds: StoredBook["pendingIds"] = {};
  for (const row of limits) {
    if (!isLimitKey(row.key)) continue;
    book[row.key] = { value: row.value, setBy: setter(row.setByUserId, row.setByRole), pending: null };
  }
  // Oldest first: were there ever two, the newest wins (changes replace each other).
  for (const row of pending) {
    if (!isLimitKey(row.key)) continue;
    const entry = book[row.key] ?? NO_LIMIT;
    const change: PendingChange = {
      value: row.value,
      effectiveAtMs: row.effectiveAt.getTime(),
      requestedBy: setter(row.requestedByUserId, row.requestedByRole),
    };
    book[row.key] = { ...entry, pending: change };
    pendingIds[row.key] = row.id;
  }
  return { book, pendingIds };
}

const sameSetter = (a: LimitSetter | null, b: LimitSetter | null) =>
  a === b || (a !== null && b !== null && a.userId === b.userId && a.role === b.role);

const samePending = (a: PendingChange | null, b: PendingChange | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.value === b.value &&
    a.effectiveAtMs === b.effectiveAtMs &&
    sameSetter(a.requestedBy, b.requestedBy));

/** What changed for one key, for the audit: the value in force and the pending change, before and after. */
export type KeyChange = { key: LimitKey; before: LimitEntry; after: LimitEntry };

/**
 * Writes `after` over what `stored` read, key by key: the in-force row upserted or deleted, a pending change that left
 * the book marked applied (its time came) or cancelled (dropped or replaced), a new pending change inserted. Answers
 * the keys that changed.
 */
export async function saveBook(
  tx: Tx,
  userId: number,
  stored: StoredBook,
  after: LimitBook,
  nowMs: number,
): Promise<KeyChange[]> {
  const now = new Date(nowMs);
  const changes: KeyChange[] = [];
  for (const key of LIMIT_KEYS) {
    const was = stored.book[key] ?? NO_LIMIT;
    const next = after[key] ?? NO_LIMIT;
    const valueChanged = was.value !== next.value || !sameSetter(was.setBy, next.setBy);
    const pendingChanged = !samePending(was.pending, next.pending);
    if (!valueChanged && !pendingChanged) continue;
    changes.push({ key, before: was, after: next });
    if (valueChanged) await writeInForce(tx, userId, key, next, now);
    if (!pendingChanged) continue;
    const oldId = stored.pendingIds[key];
    if (was.pending && oldId !== undefined) {
      const applied = was.pending.effectiveAtMs <= nowMs;
      await tx
        .update(protectionLimitChanges)
        .set(applied ? { appliedAt: now } : { cancelledAt: now })
        .where(eq(protectionLimitChanges.id, oldId));
    }
    if (next.pending) {
      await tx.insert(protectionLimitChanges).values({
        userId,
        key,
        value: next.pending.value,
        effectiveAt: new Date(next.pending.effectiveAtMs),
        requestedByUserId: next.pending.requestedBy.userId,
        requestedByRole: next.pending.requestedBy.role,
        requestedAt: now,
      });
    }
  }
  return changes;
}

async function writeInForce(tx: Tx, userId: number, key: LimitKey, entry: LimitEntry, now: Date): Promise<void> {
  const where = and(eq(protectionLimits.userId, userId), eq(protectionLimits.key, key));
  if (entry.value === null || entry.setBy === null) {
    await tx.delete(protectionLimits).where(where);
    return;
  }
  const row = { value: entry.value, setByUserId: entry.setBy.userId, setByRole: entry.setBy.role, setAt: now };
  await tx
    .insert(protectionLimits)
    .values({ userId, key, ...row })
    .onConflictDoUpdate({ target: [protectionLimits.userId, protectionLimits.key], set: row });
}

/** An entry for the audit's before/after: the value, who set it, and a pending change. */
export function auditEntry(entry: LimitEntry) {
  return {
    value: entry.value,
    setBy: entry.setBy ? { userId: entry.setBy.userId, role: entry.setBy.role } : null,
    pending: entry.pending
      ? {
          value: entry.pending.value,
          effectiveAt: new Date(entry.pending.effectiveAtMs).toISOString(),
          requestedBy: { userId: entry.pending.requestedBy.userId, role: entry.pending.requestedBy.role },
        }
      : null,
  };
}
