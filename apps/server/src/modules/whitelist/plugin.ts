import type { ModulePlugin } from "../../http/context.ts";
import { registerWhitelistRoutes } from "./routes.ts";

export const whitelistPlugin: ModulePlugin = { routes: registerWhitelistRoutes };
