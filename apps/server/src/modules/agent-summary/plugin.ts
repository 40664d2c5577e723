import type { ModulePlugin } from "../../http/context.ts";
import { registerAgentSummaryRoutes } from "./routes.ts";

export const agentSummaryPlugin: ModulePlugin = { routes: registerAgentSummaryRoutes };
