import type { DrawView, TicketView } from "@sabong/shared";

/** The player screens' test data: a pick3 draw open until 05:45Z, seen by the server at 05:40Z. */
export function samplePick3Draw(patch: Partial<DrawView> = {}): DrawView {
  return {
    id: 12,
    game: "pick3",
    state: "OPEN",
    label: "Pick 3 · 2:00 PM",
    drawAt: "2026-03-01T06:00:00.000Z",
    cutoffAt: "2026-03-01T05:45:00.000Z",
    opensAt: "2026-02-28T16:00:00.000Z",
    matchup: null,
    terms: {
      straightMultiplierHundredths: 45_000,
      rambolitoMultiplierHundredths: { "3": 15_000, "6": 7_500 },
      minStakeCentavos: 100,
      maxStakeCentavos: 100_000,
      defaultCapCentavos: 4_500_000,
      confirmResults: false,
    },
    seedHash: "ab".repeat(32),
    seed: null,
    result: null,
    scores: null,
    resultEnteredBy: null,
    resultConfirmedBy: null,
    settledAt: null,
    cancelledReason: null,
    settlement: null,
    serverNow: "2026-03-01T05:40:00.000Z",
    ...patch,
  };
}

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
