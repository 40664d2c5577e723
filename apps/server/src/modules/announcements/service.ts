import { eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { recordEvent, transact } from "../../events/transact.ts";
import { type AuditActor, type AuditEntry, recordAudit } from "../audit/service.ts";
import { siteSettings } from "./table.ts";

const ANNOUNCEMENT_KEY = "announcement";

/** A site setting's value (the announcement, the stake-back rule), or undefined while nobody has set it. */
export async function readSiteSetting(db: DbOrTx, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  return row?.value;
}

/** Sets a site setting and records the change in the audit trail, both in the caller's transaction. */
export async function writeSiteSetting(
  tx: Tx,
  actor: NonNullable<AuditActor>,
  setting: { key: string; value: string },
  audit: Pick<AuditEntry, "action" | "entityType" | "before" | "after">,
): Promise<void> {
  const { key, value } = setting;
  await tx
    .insert(siteSettings)
    .values({ key, value, updatedBy: actor.userId })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedBy: actor.userId, updatedAt: new Date() } });
  await recordAudit(tx, { actor, entityId: null, ...audit });
}

export async function readAnnouncement(db: DbOrTx): Promise<string> {
  return (await readSiteSetting(db, ANNOUNCEMENT_KEY)) ?? "";
}

/** Sets the site-wide announcement and records who changed it from what; everyone sees it after commit. */
export async function setAnnouncement(db: DbOrTx, value: string, actor: NonNullable<AuditActor>): Promise<void> {
  await transact(db, async (tx) => {
    const before = await readAnnouncement(tx);
    await writeSiteSetting(
      tx,
      actor,
      { key: ANNOUNCEMENT_KEY, value },
      { action: "announcement.set", entityType: "announcement", before: { value: before }, after: { value } },
    );
    recordEvent(tx, { type: "announcement.set", value });
  });
}

/** Every player's page reloads after commit (spec section 4: the 'refresh' push). */
export async function recordPlayersRefresh(db: DbOrTx, actor: NonNullable<AuditActor>): Promise<void> {
  await transact(db, async (tx) => {
    await recordAudit(tx, {
      actor,
      action: "players.refresh",
      entityType: "site",
      entityId: null,
      before: null,
      after: { event: "refresh" },
    });
    recordEvent(tx, { type: "players.refresh" });
  });
}
