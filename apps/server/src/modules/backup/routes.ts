import { adminGuard } from "@sabong/shared/auth";
import type { Database } from "../../db/client.ts";
import { auditActor, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { recordBackup } from "./service.ts";

/**
 * POST /api/admin/backup — the embedded database's consistent copy (gzipped tarball of PGlite's data directory),
 * taken while the server runs; `npm run backup` calls it. On PostgreSQL the answer is 409: back up with pg_dump or
 * a base backup (docs/operations.md), which never need the application.
 */
export function registerBackupRoutes(app: App, ctx: AppContext, database: Database): void {
  app.post(
    "/admin/backup",
    { preHandler: requireGuard(ctx, adminGuard), schema: { tags: ["admin"] } },
    async (request, reply) => {
      const tarball = await recordBackup(ctx.db, database, auditActor(request));
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      return reply
        .header("content-type", "application/gzip")
        .header("content-disposition", `attachment; filename="sabong-pglite-${stamp}.tar.gz"`)
        .send(Buffer.from(await tarball.arrayBuffer()));
    },
  );
}
