// server-infrastructure-below-modules: the publisher knows a module instead of taking its handlers
import { post } from "../modules/ledger/service.ts";

export const publish = (amountCentavos: number): number => post(amountCentavos);
