import type { Bet, BettingEvent, EventScreen, FightView, SettlementSummary } from "@sabong/shared/betting";
import { stakeBackSetting } from "@sabong/shared/betting";

/* Betting figures for unit tests of the lounge and the operator console. */

/** Figures for unit tests: a sabong event with fight 3 open (60,000 on MERON, 40,000 on WALA, plasada 5%). */
export function sampleEvent(patch: Partial<BettingEvent> = {}): BettingEvent {
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
    lastCallSeconds: 30,
    status: "LIVE",
    sides: ["MERON", "WALA", "DRAW"],
    createdAt: "2025-05-01T08:00:00.000Z",
    ...patch,
  };
}

export function sampleFight(patch: Partial<FightView> = {}): FightView {
  return {
    id: 31,
    eventId: 7,
    number: 3,
    state: "OPEN",
    result: null,
    pausedSides: [],
    totals: [
      { side: "MERON", totalCentavos: 6_000_000, betCount: 12 },
      { side: "WALA", totalCentavos: 4_000_000, betCount: 9 },
      { side: "DRAW", totalCentavos: 50_000, betCount: 1 },
    ],
    odds: [
      { side: "MERON", per100Centavos: 15_833, lowPayout: false },
      { side: "WALA", per100Centavos: 23_750, lowPayout: false },
    ],
    totalCentavos: 10_050_000,
    betCount: 22,
    lowPayout: false,
    allowedActions: ["lastCall", "close", "cancel"],
    openedAt: "2025-05-01T10:00:00.000Z",
    closedAt: null,
    declaredAt: null,
    lastCallEndsAt: null,
    lastCallRemainingMs: null,
    entries: {
      MERON: { rooster: "Red Baron", owner: "J. Santos", weightGrams: 2150 },
      WALA: { rooster: "Talisay", owner: "R. Cruz", weightGrams: 2140 },
    },
    ...patch,
  };
}

export function sampleBet(patch: Partial<Bet> = {}): Bet {
  return {
    id: 501,
    eventId: 7,
    fightId: 31,
    fightNumber: 3,
    side: "MERON",
    stakeCentavos: 100_000,
    status: "PENDING",
    per100Centavos: null,
    result: null,
    payoutCentavos: null,
    createdAt: "2025-05-01T10:01:00.000Z",
    settledAt: null,
    ...patch,
  };
}

export function sampleScreen(patch: Partial<EventScreen> = {}): EventScreen {
  return {
    event: sampleEvent(),
    fight: sampleFight(),
    results: [
      { fightId: 11, number: 1, result: "MERON" },
      { fightId: 21, number: 2, result: "WALA" },
    ],
    myBets: [sampleBet()],
    balanceCentavos: 500_000,
    stakeBack: stakeBackSetting("TOP_UP"),
    ...patch,
  };
}

/** Fight 3 with nearly every peso on MERON: MERON pays 95.95 per 100 (a low payout), WALA 9,595 per 100. */
export function sampleOneSidedFight(patch: Partial<FightView> = {}): FightView {
  return sampleFight({
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
    ...patch,
  });
}

/** Fight 1 settled MERON WINS: 1,000 on MERON, 500 on WALA, plasada 5% → MERON pays 142.50 per 100. */
export function sampleSettlement(patch: Partial<SettlementSummary> = {}): SettlementSummary {
  return {
    result: "MERON",
    plasadaBp: 500,
    drawOddsMultiplier: 8,
    sideTotals: [
      { side: "MERON", totalCentavos: 100_000, betCount: 1 },
      { side: "WALA", totalCentavos: 50_000, betCount: 1 },
    ],
    odds: [
      { side: "MERON", per100Centavos: 14_250, lowPayout: false },
      { side: "WALA", per100Centavos: 28_500, lowPayout: false },
    ],
    stakesCentavos: 150_000,
    payoutsCentavos: 142_500,
    houseCentavos: 7_500,
    roundingCentavos: 0,
    drawFundingCentavos: 0,
    commissionCentavos: 0,
    commissionRoundingCentavos: 0,
    commissionFundingCentavos: 0,
    houseNetCentavos: 7_500,
    wonBets: 1,
    lostBets: 1,
    refundedBets: 0,
    winnerHadNoBets: false,
    lowPayoutWarning: false,
    ...patch,
  };
}
