import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { recordEvent, transact } from "../../events/transact.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { siteSettings } from "./table.ts";

const ANNOUNCEMENT_KEY = "announcement";

export async function readAnnouncement(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, ANNOUNCEMENT_KEY));
  return row?.value ?? "";
}

/** Sets the site-wide announcement and records who changed it from what; everyone sees it after commit. */
export async function setAnnouncement(db: DbOrTx, value: string, actor: NonNullable<AuditActor>): Promise<void> {
  await transact(db, async (tx) => {
    const before = await readAnnouncement(tx);
    await tx
      .insert(siteSettings)
      .values({ key: ANNOUNCEMENT_KEY, value, updatedBy: actor.userId })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedBy: actor.userId, updatedAt: new Date() } });
    await recordAudit(tx, {
      actor,
      action: "announcement.set",
      entityType: "announcement",
      entityId: null,
      before: { value: before },
      after: { value },
    });
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
