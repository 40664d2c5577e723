import {
  irrevocableUntilMs,
  type PlayerRestriction,
  type Restriction,
  type RestrictionKind,
  type RestrictionView,
} from "@sabong/shared/protection";
import { and, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { protectionRestrictions, protectionState } from "./table.ts";

/**
 * The running time-out or self-exclusion: the newest history row not lifted and not yet ended (its start gives the
 * six months nobody can lift), mirrored in protection_state's restricted columns for the money statements.
 */
export type RunningRestriction = { id: number; restriction: Restriction };

const asKind = (kind: string): RestrictionKind => (kind === "self-exclusion" ? "self-exclusion" : "time-out");

export async function runningRestriction(
  db: DbOrTx,
  userId: number,
  nowMs: number,
): Promise<RunningRestriction | null> {
  const [row] = await db
    .select()
    .from(protectionRestrictions)
    .where(
      and(
        eq(protectionRestrictions.userId, userId),
        isNull(protectionRestrictions.liftedAt),
        gt(protectionRestrictions.endsAt, new Date(nowMs)),
      ),
    )
    .orderBy(desc(protectionRestrictions.startedAt), desc(protectionRestrictions.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    restriction: { kind: asKind(row.kind), startedAtMs: row.startedAt.getTime(), endsAtMs: row.endsAt.getTime() },
  };
}

export function restrictionView(restriction: Restriction): RestrictionView {
  return {
    kind: restriction.kind,
    startedAt: new Date(restriction.startedAtMs).toISOString(),
    endsAt: new Date(restriction.endsAtMs).toISOString(),
    irrevocableUntil: new Date(irrevocableUntilMs(restriction)).toISOString(),
  };
}

/** Mirrors the running restriction (or none) into the locked protection_state row. */
export async function writeRestrictionColumns(tx: Tx, userId: number, restriction: Restriction | null, nowMs: number) {
  await tx
    .update(protectionState)
    .set({
      restrictedKind: restriction?.kind ?? null,
      restrictedUntil: restriction ? new Date(restriction.endsAtMs) : null,
      updatedAt: new Date(nowMs),
    })
    .where(eq(protectionState.userId, userId));
}

/** The running restriction of each of these users, from protection_state (for list rows: one query). */
export async function restrictionsOf(
  db: DbOrTx,
  userIds: readonly number[],
  nowMs = Date.now(),
): Promise<Map<number, NonNullable<PlayerRestriction>>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: protectionState.userId,
      kind: protectionState.restrictedKind,
      until: protectionState.restrictedUntil,
    })
    .from(protectionState)
    .where(and(inArray(protectionState.userId, [...userIds]), gt(protectionState.restrictedUntil, new Date(nowMs))));
  const running = new Map<number, NonNullable<PlayerRestriction>>();
  for (const row of rows) {
    if (row.kind && row.until) running.set(row.userId, { kind: asKind(row.kind), endsAt: row.until.toISOString() });
  }
  return running;
}

/** The player's running restriction, for the user detail and the restricted view (null: none). */
export async function restrictionOf(db: DbOrTx, userId: number, nowMs = Date.now()): Promise<PlayerRestriction> {
  return (await restrictionsOf(db, [userId], nowMs)).get(userId) ?? null;
}
