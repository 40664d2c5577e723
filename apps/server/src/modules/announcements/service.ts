import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
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

/** Sets the site-wide announcement and records who changed it from what. */
export async function setAnnouncement(db: Db, value: string, actor: NonNullable<AuditActor>): Promise<void> {
  await db.transaction(async (tx) => {
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
  });
}

export async function recordPlayersRefresh(db: Db, actor: NonNullable<AuditActor>): Promise<void> {
  await db.transaction((tx) =>
    recordAudit(tx, {
      actor,
      action: "players.refresh",
      entityType: "site",
      entityId: null,
      before: null,
      after: { event: "refresh" },
    }),
  );
}
