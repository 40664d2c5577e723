import type { ModulePlugin } from "../../http/context.ts";
import { registerIntegrityRoutes } from "./routes.ts";

/** The integrity and AML watch (docs/decisions/0016-integrity-watch.md): the alerts queue, cases and thresholds. */
export const integrityPlugin = (): ModulePlugin => ({ routes: registerIntegrityRoutes });
