import type { AuditQuery, AuditRow } from "@sabong/shared/users";
import { and, count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { auditEvents } from "../audit/table.ts";
import { type Page, pageOf } from "./listing.ts";

/** Audit rows, newest first, for the admin dashboards (read only: the chain is append-only). */
export function listAuditEvents(db: DbOrTx, query: AuditQuery): Promise<Page<AuditRow>> {
  const where = and(
    query.entityType ? eq(auditEvents.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditEvents.entityId, query.entityId) : undefined,
    query.actor ? eq(auditEvents.actorUsername, query.actor) : undefined,
  );
  return pageOf(query, db.select({ n: count() }).from(auditEvents).where(where), async (limit, offset) => {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.id))
      .limit(limit)
      .offset(offset);
    return rows.map(({ hash: _hash, prevHash: _prevHash, at, ...row }) => ({ ...row, at: at.toISOString() }));
  });
}
