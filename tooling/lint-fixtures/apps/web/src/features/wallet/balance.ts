// web-feature-to-feature: one feature imports another's file
import { odds } from "../bets/odds.ts";

export const balance = (centavos: number): string => odds(centavos);
