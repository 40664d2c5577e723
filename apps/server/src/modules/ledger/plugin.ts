import type { ModulePlugin } from "../../http/context.ts";
import { ledgerPushes } from "./pushes.ts";
import { registerLedgerRoutes } from "./routes.ts";

/** The ledger's routes, and the `balance` push of every wallet that changed. */
export const ledgerPlugin: ModulePlugin = { routes: registerLedgerRoutes, pushes: ledgerPushes };
