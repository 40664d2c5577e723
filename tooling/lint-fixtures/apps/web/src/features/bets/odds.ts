// allowed: a feature uses lib/
import { money } from "../../lib/money.ts";

export const odds = (per100Centavos: number): string => money(per100Centavos);
