// allowed: a test imports its side's test support, its module's test support and fixtures, and the code under test
import { startTestApp } from "../../testing/app.ts";
import { placeBet } from "./bets.ts";
import { fixtureAmountCentavos } from "./test-fixtures.ts";
import { supportStakeCentavos } from "./test-support.ts";

export const settles = (): boolean =>
  startTestApp() === "app" && placeBet(supportStakeCentavos) > fixtureAmountCentavos;
