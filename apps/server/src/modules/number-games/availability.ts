import {
  type Availability,
  availabilityOf,
  type CombinationStanding,
  type DrawTerms,
  leftStraightStakeCentavos,
} from "@sabong/shared/number-games";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { drawCombinations, draws } from "./table.ts";
import { hasStanding } from "./tally.ts";

type StandingRow = typeof drawCombinations.$inferSelect;

export function standingOf(row: StandingRow): CombinationStanding {
  return {
    liabilityCentavos: row.liabilityCentavos,
    capCentavos: row.capCentavos,
    notAccepted: row.notAccepted,
    multiplierHundredths: row.multiplierHundredths,
  };
}

/**
 * A draw's availability as players see it (the shared `availabilityOf`): only combinations with a liability or an
 * override; any other is fully available. With `combinations` (a push after tickets or a caps change): exactly
 * those, a fully available one included, so a screen also learns that a combination is open again.
 * Null when the draw does not exist.
 */
export async function drawAvailability(
  db: DbOrTx,
  drawId: number,
  combinations?: readonly string[],
): Promise<Availability[] | null> {
  const [draw] = await db.select({ terms: draws.terms }).from(draws).where(eq(draws.id, drawId));
  if (!draw) return null;
  const terms = draw.terms as DrawTerms;
  if (combinations && combinations.length === 0) return [];
  const rows = await db
    .select()
    .from(drawCombinations)
    .where(
      and(
        eq(drawCombinations.drawId, drawId),
        combinations ? inArray(drawCombinations.combination, [...combinations]) : hasStanding,
      ),
    );
  const standings = new Map(rows.map((r) => [r.combination, standingOf(r)]));
  const shown = availabilityOf({ terms, standings });
  if (!combinations) return shown;
  const byCombination = new Map(shown.map((a) => [a.combination, a]));
  return rows
    .map(
      (r): Availability =>
        byCombination.get(r.combination) ?? {
          combination: r.combination,
          leftCentavos: leftStraightStakeCentavos(standingOf(r), terms),
          soldOut: false,
          notAccepted: false,
          multiplierHundredths: null,
        },
    )
    .sort((a, b) => (a.combination < b.combination ? -1 : a.combination > b.combination ? 1 : 0));
}
