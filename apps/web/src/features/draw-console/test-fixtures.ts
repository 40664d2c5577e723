import type { DrawTally, TallyRow } from "@sabong/shared";

/* Tally figures for the draw console's unit tests (the draws themselves: testing/draw-fixtures.ts). */

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
