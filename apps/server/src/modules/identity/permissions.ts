import { and, eq, inArray } from "drizzle-orm";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { badRequest, forbidden, notFound } from "../../errors.ts";
import { authenticate, caller } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { users } from "../users/table.ts";
import { staffPermissions } from "./table.ts";

export const STAFF_PERMISSIONS = ["compliance"] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** The admin holds every permission; a staff account holds those the admin granted it; nobody else any. */
export async function holdsPermission(db: DbOrTx, userId: number, type: string, permission: StaffPermission) {
  if (type === "admin") return true;
  if (type !== "staff" && type !== "staff2") return false;
  const [row] = await db
    .select({ userId: staffPermissions.userId })
    .from(staffPermissions)
    .where(and(eq(staffPermissions.userId, userId), eq(staffPermissions.permission, permission)));
  return row !== undefined;
}

/** Which of these accounts hold the permission by grant (the list rows of staff accounts show it). */
export async function grantedAmong(db: DbOrTx, userIds: number[], permission: StaffPermission): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: staffPermissions.userId })
    .from(staffPermissions)
    .where(and(inArray(staffPermissions.userId, userIds), eq(staffPermissions.permission, permission)));
  return new Set(rows.map((row) => row.userId));
}

/** Authenticates, then refuses (403) anyone without the permission, read afresh on every request. */
export function requirePermission(ctx: AppContext, permission: StaffPermission): preHandlerAsyncHookHandler[] {
  return [
    authenticate(ctx),
    async (request: FastifyRequest) => {
      const me = caller(request);
      if (!(await holdsPermission(ctx.db, me.userId, me.type, permission))) throw forbidden();
    },
  ];
}

/** The admin grants or withdraws a staff account's permission; audited with before and after. */
export async function setStaffPermission(
  tx: Tx,
  input: { userId: number; permission: StaffPermission; granted: boolean; actor: NonNullable<AuditActor> },
): Promise<{ userId: number; permission: StaffPermission; granted: boolean }> {
  const [target] = await tx.select({ type: users.type }).from(users).where(eq(users.id, input.userId)).for("update");
  if (!target) throw notFound("Staff account not found");
  if (target.type !== "staff" && target.type !== "staff2") throw badRequest("Only a staff account can be given this");
  const had = await holdsPermission(tx, input.userId, target.type, input.permission);
  if (input.granted && !had) {
    await tx
      .insert(staffPermissions)
      .values({ userId: input.userId, permission: input.permission, grantedBy: input.actor.userId });
  } else if (!input.granted && had) {
    await tx
      .delete(staffPermissions)
      .where(and(eq(staffPermissions.userId, input.userId), eq(staffPermissions.permission, input.permission)));
  }
  await recordAudit(tx, {
    actor: input.actor,
    action: "staff.permission.set",
    entityType: "user",
    entityId: input.userId,
    before: { [input.permission]: had },
    after: { [input.permission]: input.granted },
  });
  return { userId: input.userId, permission: input.permission, granted: input.granted };
}
