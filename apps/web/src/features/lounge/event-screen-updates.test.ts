import { describe, expect, it } from "vitest";
import { sampleBet, sampleEvent, sampleFight, sampleScreen } from "../../testing/betting-fixtures.ts";
import {
  fightBanner,
  screenWithBalance,
  screenWithEvent,
  screenWithFight,
  screenWithPlacedBet,
  screenWithTotals,
} from "./event-screen-updates.ts";

describe("pushes on the event screen", () => {
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

  it("applies totals of the current fight only, with the low-payout flag", () => {
    const screen = sampleScreen();
    const push = {
      eventId: 7,
      fightId: 31,
      totals: [
        { side: "MERON" as const, totalCentavos: 10_000_000, betCount: 20 },
        { side: "WALA" as const, totalCentavos: 100_000, betCount: 1 },
      ],
      odds: [
        { side: "MERON" as const, per100Centavos: 9_595, lowPayout: true },
        { side: "WALA" as const, per100Centavos: 959_500, lowPayout: false },
      ],
      totalCentavos: 10_100_000,
      betCount: 21,
    };
    const next = screenWithTotals(screen, push);
    expect(next.fight.totalCentavos).toBe(10_100_000);
    expect(next.fight.odds[0]?.per100Centavos).toBe(9_595);
    expect(next.fight.lowPayout).toBe(true);
    expect(next.fight.state).toBe("OPEN");
    expect(screenWithTotals(screen, { ...push, fightId: 21 })).toBe(screen);
  });

  it("takes the balance and event edits (e.g. a stream URL added)", () => {
    expect(screenWithBalance(sampleScreen(), 123).balanceCentavos).toBe(123);
    const edited = screenWithEvent(sampleScreen(), sampleEvent({ videoUrl: "https://cdn.example/live.m3u8" }));
    expect(edited.event.videoUrl).toBe("https://cdn.example/live.m3u8");
    const other = sampleScreen();
    expect(screenWithEvent(other, sampleEvent({ id: 99 }))).toBe(other);
  });

  it("lists a placed bet once, even when a refetch brought it first", () => {
    const bet = sampleBet({ id: 502, side: "WALA" });
    const once = screenWithPlacedBet(sampleScreen(), { bet, balanceCentavos: 400_000, replayed: false });
    expect(once.myBets.map((b) => b.id)).toEqual([502, 501]);
    expect(once.balanceCentavos).toBe(400_000);
    const twice = screenWithPlacedBet(once, { bet, balanceCentavos: 400_000, replayed: true });
    expect(twice.myBets.map((b) => b.id)).toEqual([502, 501]);
  });
});

describe("status strip", () => {
  it("names the state and what it means for the player", () => {
    expect(fightBanner({ state: "OPEN", result: null })).toMatchObject({ label: "OPEN", tone: "open" });
    expect(fightBanner({ state: "LAST_CALL", result: null })).toMatchObject({ label: "LAST CALL" });
    expect(fightBanner({ state: "CLOSED", result: null }).detail).toMatch(/closed/);
    expect(fightBanner({ state: "DECLARED", result: "WALA" }).label).toBe("WALA WINS");
    expect(fightBanner({ state: "DECLARED", result: "CANCELLED" }).detail).toBe("All bets are refunded");
  });
});
