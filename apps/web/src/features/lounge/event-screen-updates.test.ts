import { describe, expect, it } from "vitest";
import { sampleBet, sampleFight, sampleScreen } from "../../testing/betting-fixtures.ts";
import { closedAtDeadline, fightBanner, screenWithFight, screenWithPlacedBet } from "./event-screen-updates.ts";

describe("fight pushes on the event screen", () => {
  it("takes a new state of the same fight and keeps the player's bets", () => {
    const screen = sampleScreen();
    const next = screenWithFight(screen, sampleFight({ state: "LAST_CALL" }));
    expect(next.fight.state).toBe("LAST_CALL");
    expect(next.myBets).toHaveLength(1);
  });

  it("moves to the next fight and clears the bets of the previous one", () => {
    const next = screenWithFight(sampleScreen(), sampleFight({ id: 41, number: 4, state: "STANDBY" }));
    expect(next.fight.number).toBe(4);
    expect(next.myBets).toEqual([]);
  });

  it("ignores pushes about an older fight or another event", () => {
    const screen = sampleScreen();
    expect(screenWithFight(screen, sampleFight({ id: 21, number: 2, state: "CLOSED" }))).toBe(screen);
    expect(screenWithFight(screen, sampleFight({ eventId: 8, number: 9 }))).toBe(screen);
  });
});

describe("the answer of a placed bet", () => {
  it("lists the bet once, even when a refetch brought it first, and takes the balance", () => {
    const bet = sampleBet({ id: 502, side: "WALA" });
    const once = screenWithPlacedBet(sampleScreen(), { bet, balanceCentavos: 400_000, replayed: false });
    expect(once.myBets.map((b) => b.id)).toEqual([502, 501]);
    expect(once.balanceCentavos).toBe(400_000);
    const twice = screenWithPlacedBet(once, { bet, balanceCentavos: 400_000, replayed: true });
    expect(twice.myBets.map((b) => b.id)).toEqual([502, 501]);
  });

  it("does not list a bet on another fight (the screen moved on meanwhile)", () => {
    const bet = sampleBet({ id: 503, fightId: 21, fightNumber: 2 });
    const next = screenWithPlacedBet(sampleScreen(), { bet, balanceCentavos: 300_000, replayed: false });
    expect(next.myBets.map((b) => b.id)).toEqual([501]);
    expect(next.balanceCentavos).toBe(300_000);
  });
});

describe("status strip", () => {
  it("names the state and what it means for the player", () => {
    expect(fightBanner("sabong", { state: "OPEN", result: null })).toMatchObject({ label: "OPEN", tone: "open" });
    expect(fightBanner("sabong", { state: "LAST_CALL", result: null })).toMatchObject({ label: "LAST CALL" });
    expect(fightBanner("sabong", { state: "CLOSED", result: null }).detail).toBe(
      "Betting is closed — fight in progress",
    );
    expect(fightBanner("sabong", { state: "DECLARED", result: "WALA" }).label).toBe("WALA WINS");
    expect(fightBanner("sabong", { state: "DECLARED", result: "CANCELLED" }).detail).toBe("All bets are refunded");
  });

  it("speaks of rounds in the apple game", () => {
    expect(fightBanner("apple", { state: "CLOSED", result: null }).detail).toBe(
      "Betting is closed — round in progress",
    );
    expect(fightBanner("apple", { state: "DECLARED", result: "PULA" }).detail).toBe("Waiting for the next round");
  });
});

describe("the end of the last call on the event screen", () => {
  it("shows the fight closed at zero, before the server's close arrives", () => {
    const calling = sampleFight({
      state: "LAST_CALL",
      lastCallEndsAt: "2025-05-01T10:05:00.000Z",
      lastCallRemainingMs: 0,
    });
    expect(closedAtDeadline(calling)).toMatchObject({
      state: "CLOSED",
      lastCallEndsAt: null,
      lastCallRemainingMs: null,
    });
    expect(fightBanner("sabong", closedAtDeadline(calling)).label).toBe("CLOSED");
    const declared = sampleFight({ state: "DECLARED", result: "MERON" });
    expect(closedAtDeadline(declared)).toBe(declared);
  });
});
