// server-app-through-faces: app.ts reaches a module's routes file (allowed: its plugin.ts and service.ts)
import { placeBet } from "./modules/betting/bets.ts";
import { ledgerPlugin } from "./modules/ledger/plugin.ts";
import { now } from "./modules/ledger/service.ts";

export const buildApp = (): number => placeBet(now()) + ledgerPlugin.routes();
