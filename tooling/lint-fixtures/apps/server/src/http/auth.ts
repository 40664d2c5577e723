// server-infrastructure-below-modules: http/ reaches up into a module (allowed: a port the module implements)
import { now } from "../modules/ledger/service.ts";

export const verifiedAtMs = (): number => now();
