// web-shared-not-features: api/ imports a feature
import { odds } from "../features/bets/odds.ts";

export const betsQuery = (per100Centavos: number) => ({ queryKey: ["bets", odds(per100Centavos)] });
