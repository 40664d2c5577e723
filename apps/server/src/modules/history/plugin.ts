import type { ModulePlugin } from "../../http/context.ts";
import { registerHistoryRoutes } from "./routes.ts";

/** One history of every game: bets and tickets in one list, their export and a ticket's receipt. */
export const historyPlugin: ModulePlugin = { routes: registerHistoryRoutes };
