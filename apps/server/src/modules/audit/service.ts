import { desc, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { auditHash, GENESIS_HASH, type HashedFields } from "./hash.ts";
import { auditEvents } from "./table.ts";

export type AuditActor = { userId: number; username: string; ip?: string | null } | null;

export type AuditEntry = {
  actor: AuditActor;
  action: string;
  entityType: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
};

/** Serialises appends so each row links to the one before it. */
const AUDIT_CHAIN_LOCK = 7263540002;

/**
 * Appends one audit row in the caller's transaction, so the record and the action commit or roll back together.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
  const [last] = await tx.select({ hash: auditEvents.hash }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
  const fields: HashedFields = {
    at: new Date().toISOString(),
    actorId: entry.actor?.userId ?? null,
    actorUsername: entry.actor?.username ?? null,
    ip: entry.actor?.ip ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: normalise(entry.before),
    after: normalise(entry.after),
    prevHash: last?.hash ?? GENESIS_HASH,
  };
  await tx.insert(auditEvents).values({ ...fields, at: new Date(fields.at), hash: auditHash(fields) });
}

/** The common entry: who changed which entity (its type and id) from what to what. */
export function auditChange(
  tx: Tx,
  actor: AuditActor,
  action: string,
  [entityType, entityId]: readonly [type: string, id: string | number | null],
  change: Pick<AuditEntry, "before" | "after">,
): Promise<void> {
  return recordAudit(tx, { actor, action, entityType, entityId, ...change });
}

/** What jsonb would give back (no undefined, no Dates), so the hash verifies later. */
function normalise(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

export type ChainReport = { checked: number; brokenAtId: number | null; reason: string | null };

/** Walks the chain in order; reports the first row whose hash or link does not match. */
export async function verifyAuditChain(db: DbOrTx, batchSize = 5000): Promise<ChainReport> {
  let prevHash = GENESIS_HASH;
  let lastId = 0;
  let checked = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.id} > ${lastId}`)
      .orderBy(auditEvents.id)
      .limit(batchSize);
    if (rows.length === 0) return { checked, brokenAtId: null, reason: null };
    for (const row of rows) {
      if (row.prevHash !== prevHash) return { checked, brokenAtId: row.id, reason: "link to previous row broken" };
      const { id: _id, hash, at, ...rest } = row;
      const expected = auditHash({ ...rest, at: at.toISOString() });
      if (expected !== hash) return { checked, brokenAtId: row.id, reason: "content does not match its hash" };
      prevHash = hash;
      lastId = row.id;
      checked++;
    }
  }
}

/**
 * The signed-in people who acted on an entity (a fight opened, closed, declared; a draw's result entered), from the
 * log every such action writes. The system's own actions (no actor) are left out.
 */
export async function auditActors(db: DbOrTx, entityType: string, entityId: string | number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ actorId: auditEvents.actorId })
    .from(auditEvents)
    .where(
      sql`${auditEvents.entityType} = ${entityType} and ${auditEvents.entityId} = ${String(entityId)} and ${auditEvents.actorId} is not null`,
    );
  return rows.map((row) => row.actorId as number).sort((a, b) => a - b);
}

export type AuditStep = { at: Date; actorUsername: string | null; action: string };

/** Every audited step on an entity, in the order the log wrote them (a suspicious-activity case's file lists them). */
export async function auditTrail(db: DbOrTx, entityType: string, entityId: string | number): Promise<AuditStep[]> {
  return db
    .select({ at: auditEvents.at, actorUsername: auditEvents.actorUsername, action: auditEvents.action })
    .from(auditEvents)
    .where(sql`${auditEvents.entityType} = ${entityType} and ${auditEvents.entityId} = ${String(entityId)}`)
    .orderBy(auditEvents.id);
}
