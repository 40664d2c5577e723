// production-not-test-code: a component imports web test support
import { renderForTest } from "../../testing/render.tsx";

export const betSlip = (): string => renderForTest("BetSlip");
