import type { BetForm } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import { type Availability, coveredCombinations } from "@sabong/shared/number-games";
import type { DrawAvailability } from "../../../api/number-games/player.ts";

/**
 * What the screen shows about a combination's availability: the server lists only combinations worth showing (sold
 * out, capped with stakes, listed); one not listed is fully available. Pushes carry the changed rows.
 */

export type Standing =
  | { kind: "open" }
  | { kind: "sold-out"; combination: string }
  | { kind: "not-accepted"; combination: string }
  | { kind: "limited"; combination: string; leftCentavos: number };

export type AvailabilityMap = ReadonlyMap<string, Availability>;

export function availabilityMap(rows: readonly Availability[]): AvailabilityMap {
  return new Map(rows.map((row) => [row.combination, row]));
}

/** The cached availability with a push's changed rows (replacing rows of the same combination). */
export function withChangedAvailability(current: DrawAvailability, changed: readonly Availability[]): DrawAvailability {
  const map = new Map(current.combinations.map((row) => [row.combination, row]));
  for (const row of changed) map.set(row.combination, row);
  const combinations = [...map.values()].sort((a, b) => a.combination.localeCompare(b.combination));
  return { ...current, combinations };
}

function standingOfOne(row: Availability | undefined): Standing {
  if (!row) return { kind: "open" };
  if (row.notAccepted) return { kind: "not-accepted", combination: row.combination };
  if (row.soldOut || row.leftCentavos <= 0) return { kind: "sold-out", combination: row.combination };
  return { kind: "limited", combination: row.combination, leftCentavos: row.leftCentavos };
}

const SEVERITY: Record<Standing["kind"], number> = { open: 0, limited: 1, "sold-out": 2, "not-accepted": 3 };

/**
 * A line's standing: its own combination for straight, the most restrictive of every permutation it covers for
 * rambolito (one sold-out permutation refuses the line), the smallest amount left among limited ones.
 */
export function lineStanding(map: AvailabilityMap, form: BetForm, combination: string): Standing {
  let worst: Standing = { kind: "open" };
  for (const c of coveredCombinations(form, combination)) {
    const s = standingOfOne(map.get(c));
    const moreSevere = SEVERITY[s.kind] > SEVERITY[worst.kind];
    const lessLeft = s.kind === "limited" && worst.kind === "limited" && s.leftCentavos < worst.leftCentavos;
    if (moreSevere || lessLeft) worst = s;
  }
  return worst;
}

/** "Sold out", "Not accepted", "₱40.00 left"; null when open. */
export function standingText(standing: Standing): string | null {
  switch (standing.kind) {
    case "open":
      return null;
    case "sold-out":
      return "Sold out";
    case "not-accepted":
      return "Not accepted";
    case "limited":
      return `${formatPesos(standing.leftCentavos, { symbol: true })} left`;
  }
}

/** The line cannot be played at all (sold out or not accepted). */
export const isClosedStanding = (s: Standing) => s.kind === "sold-out" || s.kind === "not-accepted";

/** Rows players should notice, most restrictive first (not accepted, sold out, then least left). */
export function noticeRows(rows: readonly Availability[]): Availability[] {
  const rank = (a: Availability) => SEVERITY[standingOfOne(a).kind];
  return rows
    .filter((a) => rank(a) > 0)
    .sort((a, b) => rank(b) - rank(a) || a.leftCentavos - b.leftCentavos || a.combination.localeCompare(b.combination));
}
