import { parseStakeBackMode, type StakeBackMode } from "@sabong/shared/betting";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { transact } from "../../events/transact.ts";
import { siteSettings } from "../announcements/table.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";

/** The platform setting `stakeBack` (rules-examples.md, "Stake back on one-sided pools"), a site setting. */
const STAKE_BACK_KEY = "stakeBack";

export async function readStakeBack(db: DbOrTx): Promise<StakeBackMode> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, STAKE_BACK_KEY));
  return parseStakeBackMode(row?.value);
}

/** Changes the setting (admin), audited with its value before and after; the next close or settlement applies it. */
export async function setStakeBack(db: DbOrTx, mode: StakeBackMode, actor: NonNullable<AuditActor>): Promise<void> {
  await transact(db, async (tx) => {
    const before = await readStakeBack(tx);
    await tx
      .insert(siteSettings)
      .values({ key: STAKE_BACK_KEY, value: mode, updatedBy: actor.userId })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: mode, updatedBy: actor.userId, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actor,
      action: "settings.stake_back",
      entityType: "site",
      entityId: null,
      before: { stakeBack: before },
      after: { stakeBack: mode },
    });
  });
}
