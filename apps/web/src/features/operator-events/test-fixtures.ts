import type { BettingEvent, EventConsole, FightView } from "@sabong/shared";

/** A sabong event and its console for unit tests (features keep their own fixtures). */
export function sampleEventForTest(patch: Partial<BettingEvent> = {}): BettingEvent {
  return {
    id: 7,
    game: "sabong",
    name: "Cebu Derby",
    eventDate: "2025-05-01",
    videoUrl: null,
    plasadaBp: 500,
    drawOddsMultiplier: 8,
    minStakeCentavos: 2_000,
    maxStakeCentavos: 5_000_000,
    drawEnabled: true,
    status: "LIVE",
    sides: ["MERON", "WALA", "DRAW"],
    createdAt: "2025-05-01T08:00:00.000Z",
    ...patch,
  };
}

export function sampleFightForTest(patch: Partial<FightView> = {}): FightView {
  return {
    id: 31,
    eventId: 7,
    number: 3,
    state: "OPEN",
    result: null,
    pausedSides: [],
    totals: [
      { side: "MERON", totalCentavos: 10_000_000, betCount: 20 },
      { side: "WALA", totalCentavos: 100_000, betCount: 1 },
      { side: "DRAW", totalCentavos: 0, betCount: 0 },
    ],
    odds: [
      { side: "MERON", per100Centavos: 9_595, lowPayout: true },
      { side: "WALA", per100Centavos: 959_500, lowPayout: false },
    ],
    totalCentavos: 10_100_000,
    betCount: 21,
    lowPayout: true,
    allowedActions: ["lastCall", "close", "cancel"],
    openedAt: "2025-05-01T10:00:00.000Z",
    closedAt: null,
    declaredAt: null,
    ...patch,
  };
}

export function sampleConsoleForTest(patch: Partial<EventConsole> = {}): EventConsole {
  return { event: sampleEventForTest(), fight: sampleFightForTest(), results: [], ...patch };
}
