import type { ModulePlugin } from "../../http/context.ts";
import { registerAccountingExportRoutes } from "./export-routes.ts";
import { registerReconciliationRoutes } from "./reconciliation-routes.ts";
import { registerAccountingRoutes } from "./routes.ts";

/** The accounting module's face to the app: the report, the .xlsx history and the reconciliation. */
export const accountingPlugin: ModulePlugin = {
  routes: (app, ctx) => {
    registerAccountingRoutes(app, ctx);
    registerAccountingExportRoutes(app, ctx);
    registerReconciliationRoutes(app, ctx);
  },
};
