// server-module-internals: reaches into another module's internal file (allowed: its service)

import { postingRule } from "../ledger/posting.ts";
import { post } from "../ledger/service.ts";

export const placeBet = (amountCentavos: number): number => post(postingRule(amountCentavos));
