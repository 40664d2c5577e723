import { adminGuard } from "@sabong/shared/auth";
import { messageBodySchema } from "@sabong/shared/contracts";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { transact } from "../../events/transact.ts";
import { auditActor, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { users } from "../users/table.ts";
import type { Throttles } from "./throttle.ts";

// Spelled like the login body's username, so "  Admin " clears the counter that sign-in as "admin" kept.
const paramsSchema = z.object({ username: z.string().trim().toLowerCase().min(1).max(64) });

/** DELETE /api/admin/sign-in-throttles/:username — any admin (a second admin, too) lets a throttled account try again now. */
export function registerThrottleRoutes(app: App, ctx: AppContext): void {
  app.delete(
    "/admin/sign-in-throttles/:username",
    {
      preHandler: requireGuard(ctx, adminGuard),
      schema: { tags: ["admin"], params: paramsSchema, response: { 200: messageBodySchema } },
    },
    async (request) => {
      const { username } = request.params;
      await clearSignInThrottle(ctx.db, ctx.throttles, username, auditActor(request));
      return { message: `Sign-in throttle cleared for ${username}` };
    },
  );
}

/** Audited in the same transaction; if the store cannot clear, the audit row rolls back with it. */
export async function clearSignInThrottle(
  db: DbOrTx,
  throttles: Throttles,
  username: string,
  actor: AuditActor,
): Promise<void> {
  await transact(db, async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
    await recordAudit(tx, {
      actor,
      action: "sign-in-throttle.clear",
      entityType: "user",
      entityId: user?.id ?? null,
      before: null,
      after: { username, signInThrottle: "cleared" },
    });
    await throttles.clearAccount(username);
  });
}
