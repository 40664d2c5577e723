import type { ModulePlugin } from "../../http/context.ts";
import { noticePushes } from "./pushes.ts";
import { registerNoticeRoutes } from "./routes.ts";

export const noticesPlugin: ModulePlugin = { routes: registerNoticeRoutes, pushes: noticePushes };
