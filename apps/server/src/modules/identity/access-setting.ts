import {
  DEFAULT_KYC_ACCESS,
  type KycAccessSetting,
  type KycAccessSettingView,
  type KycStatus,
} from "@sabong/shared/identity";
import { eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { users } from "../users/table.ts";
import { kycAccessSettings } from "./table.ts";

/**
 * The platform setting of what a waiting player may do (decision 0013). The money paths read it in their own SQL
 * (protection's `kycAllowsSql`); this is its reading and writing for the admin, and the standing a refusal explains.
 */
export async function readKycAccess(db: DbOrTx): Promise<KycAccessSettingView> {
  const [row] = await db
    .select({ setting: kycAccessSettings, username: users.username })
    .from(kycAccessSettings)
    .leftJoin(users, eq(users.id, kycAccessSettings.updatedBy))
    .where(eq(kycAccessSettings.id, 1));
  if (!row) return { ...DEFAULT_KYC_ACCESS, updatedAt: null, updatedBy: null };
  return {
    waitingMayBet: row.setting.waitingMayBet,
    waitingMayBeLoaded: row.setting.waitingMayBeLoaded,
    updatedAt: row.setting.updatedAt?.toISOString() ?? null,
    updatedBy: row.username ?? null,
  };
}

/** The admin changes it: the row locked, before and after in the audit log. */
export async function setKycAccess(
  tx: Tx,
  setting: KycAccessSetting,
  actor: NonNullable<AuditActor>,
): Promise<KycAccessSettingView> {
  await tx.insert(kycAccessSettings).values({ id: 1 }).onConflictDoNothing();
  const [before] = await tx.select().from(kycAccessSettings).where(eq(kycAccessSettings.id, 1)).for("update");
  await tx
    .update(kycAccessSettings)
    .set({ ...setting, updatedAt: new Date(), updatedBy: actor.userId })
    .where(eq(kycAccessSettings.id, 1));
  await recordAudit(tx, {
    actor,
    action: "identity.access-setting.set",
    entityType: "kyc_access_settings",
    entityId: 1,
    before: before
      ? { waitingMayBet: before.waitingMayBet, waitingMayBeLoaded: before.waitingMayBeLoaded }
      : DEFAULT_KYC_ACCESS,
    after: setting,
  });
  return readKycAccess(tx);
}

/** A player's status and the setting now: what a refusal's words are chosen from. */
export async function kycStandingOf(
  db: DbOrTx,
  userId: number,
): Promise<{ status: KycStatus; setting: KycAccessSetting }> {
  const [user] = await db.select({ status: users.kycStatus }).from(users).where(eq(users.id, userId));
  const { waitingMayBet, waitingMayBeLoaded } = await readKycAccess(db);
  return { status: (user?.status ?? "unverified") as KycStatus, setting: { waitingMayBet, waitingMayBeLoaded } };
}
