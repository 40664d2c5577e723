import type { ModulePlugin } from "../../http/context.ts";
import { registerWalletRoutes } from "./routes.ts";

export const walletPlugin: ModulePlugin = { routes: registerWalletRoutes };
