import type { Signal } from "@sabong/shared/integrity";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { rowsOf, toPgArray } from "../../db/sql.ts";

/** A fired signal as the alert it raises: what it is about (the dedupe subject) and whom it names. */
export type AlertDraft = {
  signal: Signal<unknown>;
  subject: string;
  accountIds: readonly number[];
  contest?: string | null;
};

/**
 * Raises each alert once per (kind, subject): a scan repeated after a crash, or by a second process, adds nothing.
 * Answers the ids of the alerts that are new.
 */
export async function raiseAlerts(db: DbOrTx, drafts: readonly AlertDraft[]): Promise<number[]> {
  const raised: number[] = [];
  for (const draft of drafts) {
    const rows = rowsOf(
      z.object({ id: z.number() }),
      await db.execute(sql`
        insert into integrity_alerts (kind, subject, score, evidence, account_ids, contest)
        values (${draft.signal.kind}, ${draft.subject}, ${draft.signal.score}, ${JSON.stringify(draft.signal.evidence)}::jsonb,
          ${toPgArray([...new Set(draft.accountIds)].sort((a, b) => a - b))}::int[], ${draft.contest ?? null})
        on conflict (kind, subject) do nothing
        returning id`),
    );
    if (rows[0]) raised.push(rows[0].id);
  }
  return raised;
}
