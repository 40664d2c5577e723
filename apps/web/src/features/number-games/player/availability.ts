import type { BetForm } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import {
  type Availability,
  coveredCombinations,
  type DrawTerms,
  lineLiabilities,
  lineMultiplierHundredths,
  priceLine,
  type TicketLineInput,
} from "@sabong/shared/number-games";
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

/** "Sold out", "Not accepted", "₱40.00 more" (the stake the player may still put on it); null when open. */
export function standingText(standing: Standing): string | null {
  switch (standing.kind) {
    case "open":
      return null;
    case "sold-out":
      return "Sold out";
    case "not-accepted":
      return "Not accepted";
    case "limited":
      return `${formatPesos(standing.leftCentavos, { symbol: true })} more`;
  }
}

type RoomTerms = Pick<
  DrawTerms,
  "straightMultiplierHundredths" | "rambolitoMultiplierHundredths" | "defaultCapCentavos" | "minStakeCentavos"
>;

/**
 * The builder's cap check, before anything is sent: the largest stake this line may still take, with the lines of
 * the ticket not sent yet counted (the server decides on its locked rows; this only keeps a line it would refuse
 * out of the ticket). A listed combination's liability room is read back from its straight stake left (the least
 * room that gives that figure, so the builder never promises more than the server accepts); one not listed has the
 * draw's whole default cap. The line pays floor(stake × multiplier ÷ 100) on each combination it covers.
 */
export function lineRoom(
  map: AvailabilityMap,
  terms: RoomTerms,
  line: Pick<TicketLineInput, "form" | "combination">,
  draft: readonly Pick<TicketLineInput, "form" | "combination" | "stakeCentavos">[] = [],
): Standing {
  const worst = lineStanding(map, line.form, line.combination);
  if (isClosedStanding(worst)) return worst;
  const drafted = new Map<string, number>();
  for (const other of draft) {
    for (const [c, amount] of lineLiabilities(priceLine(other, terms, map))) {
      drafted.set(c, (drafted.get(c) ?? 0) + amount);
    }
  }
  const covered = coveredCombinations(line.form, line.combination);
  const limited = covered.some((c) => map.has(c) || drafted.has(c));
  if (!limited) return { kind: "open" };
  const multiplier = lineMultiplierHundredths({ ...line, terms, overrides: map });
  let stake = Number.POSITIVE_INFINITY;
  for (const c of covered) {
    const row = map.get(c);
    const rowMultiplier = row?.multiplierHundredths ?? terms.straightMultiplierHundredths;
    const room =
      (row ? Math.ceil((row.leftCentavos * rowMultiplier) / 100) : terms.defaultCapCentavos) - (drafted.get(c) ?? 0);
    // The largest stake whose payout floor(stake × multiplier ÷ 100) stays within the room.
    const most = room < 0 ? 0 : Math.floor((100 * (room + 1) - 1) / multiplier);
    stake = Math.min(stake, most);
  }
  if (stake < Math.max(1, terms.minStakeCentavos)) return { kind: "sold-out", combination: line.combination };
  return { kind: "limited", combination: line.combination, leftCentavos: stake };
}

/** Why a stake is more than the line may take ("You may stake ₱90.00 more on 123"), or null. */
export function roomError(room: Standing, stakeCentavos: number): string | null {
  if (room.kind === "sold-out") return `${room.combination} is sold out`;
  if (room.kind === "not-accepted") return `${room.combination} is not accepted in this draw`;
  if (room.kind === "limited" && stakeCentavos > room.leftCentavos) {
    return `You may stake ${formatPesos(room.leftCentavos, { symbol: true })} more on ${room.combination}`;
  }
  return null;
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
