import type { Database, Db } from "../../db/client.ts";
import { conflict } from "../../errors.ts";
import { transact } from "../../events/transact.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";

/**
 * Takes the embedded database's snapshot for an admin. The audit row is committed first, so the copy carries the
 * record of its own taking (who, when) and the chain it restores with verifies up to it.
 */
export async function recordBackup(db: Db, database: Database, actor: AuditActor): Promise<Blob> {
  const snapshot = database.snapshot;
  if (!snapshot) {
    throw conflict("This server runs on PostgreSQL: back it up with pg_dump or a base backup (docs/operations.md)");
  }
  await transact(db, (tx) =>
    recordAudit(tx, {
      actor,
      action: "database.backup",
      entityType: "database",
      entityId: null,
      before: null,
      after: { kind: database.kind },
    }),
  );
  return snapshot();
}
