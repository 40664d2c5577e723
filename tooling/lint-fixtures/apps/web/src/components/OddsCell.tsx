// web-shared-not-features: components/ imports a feature
import { odds } from "../features/bets/odds.ts";

export const oddsCell = (per100Centavos: number): string => odds(per100Centavos);
