// web-components-not-api: components/ fetches data itself
import { betsQuery } from "../api/bets.ts";

export const betsKey = (per100Centavos: number) => betsQuery(per100Centavos).queryKey;
