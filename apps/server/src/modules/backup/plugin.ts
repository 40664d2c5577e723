import type { Database } from "../../db/client.ts";
import type { ModulePlugin } from "../../http/context.ts";
import { registerBackupRoutes } from "./routes.ts";

/** The embedded database's online copy needs the database handle itself (its lock), not only the query interface. */
export const backupPlugin = (database: Database): ModulePlugin => ({
  routes: (app, ctx) => registerBackupRoutes(app, ctx, database),
});
