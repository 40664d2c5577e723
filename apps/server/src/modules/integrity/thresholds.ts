import {
  DEFAULT_INTEGRITY_THRESHOLDS,
  type IntegrityThresholds,
  integrityThresholdsSchema,
} from "@sabong/shared/integrity";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { integrityState } from "./table.ts";

/** The thresholds in force: the admin's, or the defaults until the admin sets any. */
export async function readThresholds(db: DbOrTx): Promise<IntegrityThresholds> {
  const [row] = await db.select({ thresholds: integrityState.thresholds }).from(integrityState);
  const parsed = integrityThresholdsSchema.safeParse(row?.thresholds);
  return parsed.success ? parsed.data : DEFAULT_INTEGRITY_THRESHOLDS;
}

/** The admin sets every threshold at once; audited with before and after. */
export async function setThresholds(
  tx: Tx,
  thresholds: IntegrityThresholds,
  actor: NonNullable<AuditActor>,
): Promise<IntegrityThresholds> {
  await tx.execute(sql`insert into integrity_state (id) values (1) on conflict do nothing`);
  await tx.execute(sql`select 1 from integrity_state where id = 1 for update`);
  const before = await readThresholds(tx);
  await tx.update(integrityState).set({ thresholds }).where(eq(integrityState.id, 1));
  await recordAudit(tx, {
    actor,
    action: "integrity.thresholds.set",
    entityType: "setting",
    entityId: "integrity-thresholds",
    before,
    after: thresholds,
  });
  return thresholds;
}
