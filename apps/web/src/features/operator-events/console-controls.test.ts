import { allowedActions } from "@sabong/shared";
import { describe, expect, it } from "vitest";
import { sampleOneSidedFight } from "../../testing/betting-fixtures.ts";
import { confirmText, consoleControls, declarableResults, lowPayoutWarnings } from "./console-controls.ts";

const controlsIn = (state: Parameters<typeof allowedActions>[0]) =>
  consoleControls({ state, allowedActions: allowedActions(state) });

describe("console controls", () => {
  it("follow the fight's lifecycle", () => {
    expect(controlsIn("STANDBY")).toMatchObject({ open: true, lastCall: false, close: false, declare: false });
    expect(controlsIn("OPEN")).toMatchObject({ open: false, lastCall: true, close: true, declare: false, pause: true });
    expect(controlsIn("LAST_CALL")).toMatchObject({ lastCall: false, close: true, pause: true });
    expect(controlsIn("CLOSED")).toMatchObject({
      close: false,
      declare: true,
      cancel: true,
      pause: false,
      next: false,
    });
    expect(controlsIn("DECLARED")).toMatchObject({ declare: false, cancel: false, next: true });
  });

  it("declares a game's sides and DRAW; cancel is separate", () => {
    expect(declarableResults("sabong")).toEqual(["MERON", "WALA", "DRAW"]);
    expect(declarableResults("apple")).toEqual(["PULA", "PUTI", "DRAW"]);
  });
});

describe("low payout", () => {
  it("warns for each side paying 107.00 or less per 100", () => {
    expect(lowPayoutWarnings(sampleOneSidedFight())).toEqual(["MERON pays 95.95 per 100 (≤ 107.00)"]);
    expect(
      lowPayoutWarnings({
        odds: [
          { side: "MERON", per100Centavos: null, lowPayout: false },
          { side: "WALA", per100Centavos: 9_500, lowPayout: true },
        ],
      }),
    ).toEqual(["WALA pays 95.00 per 100 (≤ 107.00)"]);
  });
});

describe("confirmations", () => {
  it("say what the irreversible step does", () => {
    const fight = sampleOneSidedFight();
    expect(confirmText({ kind: "close" }, fight).title).toBe("Close betting on fight #3?");
    expect(confirmText({ kind: "declare", result: "MERON" }, fight)).toMatchObject({
      title: "Declare MERON WINS for fight #3?",
      confirm: "Declare MERON WINS",
    });
    expect(confirmText({ kind: "declare", result: "DRAW" }, fight).body).toMatch(/refunded in full/);
    expect(confirmText({ kind: "cancel" }, fight).body).toMatch(/21 bets · 101,000.00 staked/);
  });
});
