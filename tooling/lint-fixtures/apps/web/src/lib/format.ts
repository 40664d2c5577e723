// web-shared-not-features: lib/ imports a feature
import { odds } from "../features/bets/odds.ts";

export const formatOdds = (per100Centavos: number): string => odds(per100Centavos);
