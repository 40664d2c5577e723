import { describe, expect, it } from "vitest";
import { sampleEvent, sampleFight, sampleScreen } from "../testing/betting-fixtures.ts";
import * as room from "./event-room.ts";

const totals = {
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

describe("fight pushes", () => {
  it("follow the current fight or a later one, never an older fight or another event", () => {
    const current = sampleFight();
    expect(room.nextCurrentFight(current, sampleFight({ state: "CLOSED" })).state).toBe("CLOSED");
    expect(room.nextCurrentFight(current, sampleFight({ id: 41, number: 4 })).id).toBe(41);
    expect(room.nextCurrentFight(current, sampleFight({ id: 21, number: 2 }))).toBe(current);
    expect(room.nextCurrentFight(current, sampleFight({ eventId: 8, number: 9 }))).toBe(current);
    const view = sampleScreen();
    expect(room.roomWithFight(view, sampleFight({ id: 21, number: 2 }))).toBe(view);
    expect(room.roomWithFight(view, sampleFight({ state: "LAST_CALL" })).fight.state).toBe("LAST_CALL");
  });
});

describe("totals pushes", () => {
  it("apply to the current fight only, with the low-payout flag", () => {
    const view = sampleScreen();
    const next = room.roomWithTotals(view, totals);
    expect(next.fight.totalCentavos).toBe(10_100_000);
    expect(next.fight.betCount).toBe(21);
    expect(next.fight.odds[0]?.per100Centavos).toBe(9_595);
    expect(next.fight.lowPayout).toBe(true);
    expect(next.fight.state).toBe("OPEN");
    expect(next.myBets).toBe(view.myBets);
    expect(room.roomWithTotals(view, { ...totals, fightId: 21 })).toBe(view);
    expect(room.roomWithTotals(view, { ...totals, eventId: 8 })).toBe(view);
  });
});

describe("event pushes", () => {
  it("take the event's edits (e.g. a stream URL added) for this event only", () => {
    const edited = room.roomWithEvent(sampleScreen(), sampleEvent({ videoUrl: "https://cdn.example/live.m3u8" }));
    expect(edited.event.videoUrl).toBe("https://cdn.example/live.m3u8");
    const other = sampleScreen();
    expect(room.roomWithEvent(other, sampleEvent({ id: 99 }))).toBe(other);
  });
});

describe("result and revert pushes", () => {
  const result = { eventId: 7, fightId: 31, number: 3, result: "MERON" as const, odds: [] };

  it("put a declared result on the board in fight order", () => {
    const view = sampleScreen();
    const next = room.roomWithResult(view, result);
    expect(next.results.map((r) => [r.number, r.result])).toEqual([
      [1, "MERON"],
      [2, "WALA"],
      [3, "MERON"],
    ]);
    expect(room.roomWithResult(next, result)).toBe(next);
    expect(room.roomWithResult(view, { ...result, eventId: 8 })).toBe(view);
  });

  it("replace the result of a fight declared again after a revert", () => {
    const next = room.roomWithResult(sampleScreen(), { ...result, fightId: 11, number: 1, result: "WALA" });
    expect(next.results).toEqual([
      { fightId: 11, number: 1, result: "WALA" },
      { fightId: 21, number: 2, result: "WALA" },
    ]);
  });

  it("take a reverted result off the board", () => {
    const view = sampleScreen();
    const next = room.roomWithoutResult(view, { eventId: 7, fightId: 11, number: 1 });
    expect(next.results.map((r) => r.fightId)).toEqual([21]);
    expect(room.roomWithoutResult(view, { eventId: 7, fightId: 99, number: 9 })).toBe(view);
    expect(room.roomWithoutResult(view, { eventId: 8, fightId: 11, number: 1 })).toBe(view);
  });
});
