import { allowedActions } from "@sabong/shared/betting";
import { describe, expect, it } from "vitest";
import { sampleEvent, sampleOneSidedFight } from "../../testing/betting-fixtures.ts";
import { confirmText, consoleControls, lowPayoutWarnings, resultButtons } from "./console-controls.ts";

const controlsIn = (state: Parameters<typeof allowedActions>[0], status: "LIVE" | "ENDED" = "LIVE") =>
  consoleControls({ state, allowedActions: allowedActions(state) }, { status });

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

  it("offer no next fight once the event has ended (the server refuses it)", () => {
    expect(controlsIn("DECLARED", "ENDED").next).toBe(false);
  });

  it("declares a game's sides, and DRAW only where the event offers it; cancel is separate", () => {
    expect(resultButtons("sabong", false)).toEqual(["MERON", "WALA", "DRAW"]);
    expect(resultButtons("apple", true)).toEqual(["PULA", "PUTI", "DRAW"]);
    expect(resultButtons("apple", false)).toEqual(["PULA", "PUTI"]);
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
    const fightId = fight.id;
    const sabong = sampleEvent();
    expect(confirmText({ action: "close", fightId }, fight, sabong)?.title).toBe("Close betting on fight #3?");
    expect(confirmText({ action: "declare", fightId, result: "MERON" }, fight, sabong)).toMatchObject({
      title: "Declare MERON WINS for fight #3?",
      confirm: "Declare MERON WINS",
    });
    expect(confirmText({ action: "declare", fightId, result: "DRAW" }, fight, sabong)?.body).toBe(
      "DRAW bets are paid, MERON/WALA bets are refunded in full. 21 bets · 101,000.00 staked. Only a master revert can undo this.",
    );
    expect(confirmText({ action: "cancel", fightId }, fight, sabong)?.body).toBe(
      "Every bet is refunded in full, DRAW bets included. 21 bets · 101,000.00 staked. Only a master revert can undo this.",
    );
    expect(confirmText({ action: "open", fightId }, fight, sabong)).toBeNull();
  });

  it("speak of rounds and the apple game's own sides", () => {
    const fight = sampleOneSidedFight();
    const fightId = fight.id;
    const apple = sampleEvent({ game: "apple", drawEnabled: true, sides: ["PULA", "PUTI", "DRAW"] });
    expect(confirmText({ action: "declare", fightId, result: "DRAW" }, fight, apple)).toMatchObject({
      title: "Declare DRAW for round #3?",
      body: expect.stringMatching(/^DRAW bets are paid, PULA\/PUTI bets are refunded in full\./),
    });
    expect(confirmText({ action: "declare", fightId, result: "DRAW" }, fight, apple)?.body).not.toMatch(/MERON|WALA/);
    const noDraw = { ...apple, drawEnabled: false };
    expect(confirmText({ action: "cancel", fightId }, fight, noDraw)).toMatchObject({
      title: "Cancel round #3?",
      body: expect.stringMatching(/^Every bet is refunded in full\. 21 bets/),
      confirm: "Cancel round",
    });
  });
});
