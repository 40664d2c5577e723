// allowed: a test imports test support and the code under test
import { renderForTest } from "../../testing/render.tsx";
import { betSlip } from "./BetSlip.tsx";

export const renders = (): boolean => betSlip() === renderForTest("BetSlip");
