import type { DrawTally, TallyRow } from "@sabong/shared/number-games";

/**
 * The console's tally as a heat map: a 10×10 grid of combinations (pick2 and game-ending: all of them; three-digit
 * games: one grid per hundreds digit), each cell coloured by how much of its cap is already promised (liability ÷
 * cap), so the hot numbers stand out before they sell out.
 */

export const HEAT_LEVELS = 5;

/** A combination's exposure: its liability as a share of its cap (1 = sold out); listed combinations count as full. */
export function exposureOf(row: TallyRow | undefined): number {
  if (!row) return 0;
  if (row.notAccepted) return 1;
  if (row.capCentavos <= 0) return row.liabilityCentavos > 0 ? 1 : 0;
  return Math.min(1, row.liabilityCentavos / row.capCentavos);
}

/** 0 (nothing staked) … HEAT_LEVELS (at or past its cap): the cell's colour class. */
export function heatLevel(row: TallyRow | undefined): number {
  const exposure = exposureOf(row);
  if (exposure <= 0) return 0;
  if (exposure >= 1) return HEAT_LEVELS;
  return Math.min(HEAT_LEVELS - 1, 1 + Math.floor(exposure * (HEAT_LEVELS - 1)));
}

/** Straight and rambolito stakes on the combination together. */
export const stakeOf = (row: TallyRow | undefined): number =>
  row ? row.straightStakeCentavos + row.rambolitoStakeCentavos : 0;

/** The 10×10 combinations under `prefix` ("" for two digits, "0"…"9" for three): rows by the first free digit. */
export function gridOf(prefix: string): string[][] {
  return Array.from({ length: 10 }, (_, tens) => Array.from({ length: 10 }, (_, ones) => `${prefix}${tens}${ones}`));
}

export function rowsByCombination(tally: DrawTally | undefined): ReadonlyMap<string, TallyRow> {
  return new Map((tally?.rows ?? []).map((row) => [row.combination, row]));
}

/** The combinations closest to their caps (listed ones first), the heaviest liability breaking ties. */
export function topExposures(rows: readonly TallyRow[], count: number): TallyRow[] {
  return rows
    .filter((row) => row.liabilityCentavos > 0 || row.notAccepted)
    .sort((a, b) => exposureOf(b) - exposureOf(a) || b.liabilityCentavos - a.liabilityCentavos)
    .slice(0, count);
}

export type HundredsSummary = { prefix: string; stakeCentavos: number; level: number };

/** Three-digit games: per hundreds digit, the stakes under it and its hottest cell's level (for the grid picker). */
export function hundredsSummary(rows: readonly TallyRow[]): HundredsSummary[] {
  return Array.from({ length: 10 }, (_, digit) => {
    const prefix = String(digit);
    const under = rows.filter((row) => row.combination.length === 3 && row.combination.startsWith(prefix));
    return {
      prefix,
      stakeCentavos: under.reduce((sum, row) => sum + stakeOf(row), 0),
      level: under.reduce((max, row) => Math.max(max, heatLevel(row)), 0),
    };
  });
}

/** Short peso amounts for a cell: 950, 1.2k, 35k, 1.1M (the exact figure is in the cell's label). */
export function compactPesos(centavos: number): string {
  const pesos = centavos / 100;
  if (pesos < 1_000) return String(Math.round(pesos));
  if (pesos < 1_000_000) return `${trim(pesos / 1_000)}k`;
  return `${trim(pesos / 1_000_000)}M`;
}

const trim = (value: number) => (value < 10 ? value.toFixed(1).replace(/\.0$/, "") : String(Math.round(value)));
