import { describe, expect, it } from "vitest";
import { type BetCheckInput, checkBet } from "./bet-check.ts";
import { isSidePaused, setSidePaused } from "./pause.ts";

const base: BetCheckInput = { game: "sabong", state: "OPEN", side: "MERON", stakeCentavos: 10_000 };

describe("pausing sides", () => {
  it("pauses and resumes without duplicates or mutation", () => {
    const none: readonly ("MERON" | "WALA")[] = [];
    const once = setSidePaused(none, "MERON", true);
    const twice = setSidePaused(once, "MERON", true);
    expect(twice).toEqual(["MERON"]);
    expect(none).toEqual([]);
    expect(isSidePaused(twice, "MERON")).toBe(true);
    expect(isSidePaused(setSidePaused(twice, "MERON", false), "MERON")).toBe(false);
  });
});

describe("checkBet", () => {
  it("accepts a valid bet while OPEN and during LAST CALL", () => {
    expect(checkBet(base)).toEqual({ ok: true });
    expect(checkBet({ ...base, state: "LAST_CALL" })).toEqual({ ok: true });
  });

  it("refuses once the last call's deadline has passed, as a closed fight", () => {
    expect(checkBet({ ...base, state: "LAST_CALL", lastCallOver: true })).toEqual({
      ok: false,
      reason: "BETTING_NOT_OPEN",
    });
    expect(checkBet({ ...base, state: "LAST_CALL", lastCallOver: false })).toEqual({ ok: true });
  });

  it("refuses outside OPEN / LAST CALL", () => {
    for (const state of ["STANDBY", "CLOSED", "DECLARED"] as const) {
      expect(checkBet({ ...base, state })).toEqual({ ok: false, reason: "BETTING_NOT_OPEN" });
    }
  });

  it("refuses a paused side but not the others", () => {
    expect(checkBet({ ...base, pausedSides: ["MERON"] })).toEqual({ ok: false, reason: "SIDE_PAUSED" });
    expect(checkBet({ ...base, side: "WALA", pausedSides: ["MERON"] })).toEqual({ ok: true });
  });

  it("refuses sides the event does not offer", () => {
    expect(checkBet({ ...base, side: "PULA" })).toEqual({ ok: false, reason: "SIDE_NOT_OFFERED" });
    expect(checkBet({ ...base, game: "apple", side: "DRAW" })).toEqual({ ok: false, reason: "SIDE_NOT_OFFERED" });
    expect(checkBet({ ...base, game: "apple", side: "DRAW", drawEnabled: true })).toEqual({ ok: true });
  });

  it("refuses bad stakes and stakes outside the limits", () => {
    for (const stakeCentavos of [0, -100, 1.5, Number.NaN, 100_000_000_001]) {
      expect(checkBet({ ...base, stakeCentavos })).toEqual({ ok: false, reason: "INVALID_STAKE" });
    }
    expect(checkBet({ ...base, minStakeCentavos: 20_000 })).toEqual({ ok: false, reason: "STAKE_BELOW_MIN" });
    expect(checkBet({ ...base, maxStakeCentavos: 5_000 })).toEqual({ ok: false, reason: "STAKE_ABOVE_MAX" });
    expect(checkBet({ ...base, minStakeCentavos: 10_000, maxStakeCentavos: 10_000 })).toEqual({ ok: true });
  });
});
