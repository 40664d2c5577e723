import { parseStakeBackMode, type StakeBackMode } from "@sabong/shared/betting";
import type { DbOrTx } from "../../db/client.ts";
import { transact } from "../../events/transact.ts";
import { readSiteSetting, writeSiteSetting } from "../announcements/service.ts";
import type { AuditActor } from "../audit/service.ts";

/** The platform setting `stakeBack` (rules-examples.md, "Stake back on one-sided pools"), a site setting. */
const STAKE_BACK_KEY = "stakeBack";

export async function readStakeBack(db: DbOrTx): Promise<StakeBackMode> {
  return parseStakeBackMode(await readSiteSetting(db, STAKE_BACK_KEY));
}

/** Changes the setting (admin), audited with its value before and after; the next close or settlement applies it. */
export async function setStakeBack(db: DbOrTx, mode: StakeBackMode, actor: NonNullable<AuditActor>): Promise<void> {
  await transact(db, async (tx) => {
    const before = await readStakeBack(tx);
    await writeSiteSetting(
      tx,
      actor,
      { key: STAKE_BACK_KEY, value: mode },
      { action: "settings.stake_back", entityType: "site", before: { stakeBack: before }, after: { stakeBack: mode } },
    );
  });
}
