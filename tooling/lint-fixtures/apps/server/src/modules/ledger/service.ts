// allowed: a module's service
import { postingRule } from "./posting.ts";

export const now = (): number => Date.now();
export const post = (amountCentavos: number): number => postingRule(amountCentavos);
