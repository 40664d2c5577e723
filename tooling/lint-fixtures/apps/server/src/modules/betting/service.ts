// production-not-test-code, three times: server test support, its module's test support and test fixtures
import { startTestApp } from "../../testing/app.ts";
import { placeBet } from "./bets.ts";
import { fixtureAmountCentavos } from "./test-fixtures.ts";
import { supportStakeCentavos } from "./test-support.ts";

export const settle = (): string => `${startTestApp()}${placeBet(supportStakeCentavos + fixtureAmountCentavos)}`;
