import type { DrawTally, DrawTerms } from "@sabong/shared/number-games";
import { and, count, desc, eq, or, sql, sum } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import { drawCombinations, draws, ticketLines, tickets } from "./table.ts";

/** An SQL condition on `draw_combinations`: the combination has stakes or an override (the others show nothing). */
export const hasStanding = or(
  sql`${drawCombinations.liabilityCentavos} > 0`,
  eq(drawCombinations.notAccepted, true),
  sql`${drawCombinations.capCentavos} is not null`,
  sql`${drawCombinations.multiplierHundredths} is not null`,
);

/**
 * The console's tally of a draw: sales, tickets and lines, and every combination with stakes or an override (the
 * others have nothing to show), heaviest liability first, with its cap (override or the draw's default).
 */
export async function drawTally(db: DbOrTx, drawId: number): Promise<DrawTally> {
  const [draw] = await db.select({ terms: draws.terms }).from(draws).where(eq(draws.id, drawId));
  if (!draw) throw notFound("Draw not found");
  const terms = draw.terms as DrawTerms;
  // Lines are counted per form so each count reads its partial index (ticket_lines_draw_*_idx), not the table.
  const linesOf = (form: "straight" | "rambolito") =>
    db
      .select({ n: count() })
      .from(ticketLines)
      .where(and(eq(ticketLines.drawId, drawId), eq(ticketLines.form, form)));
  // One after another: `db` may be a transaction (the caps change answers its tally), one connection.
  const [sales] = await db
    .select({ total: sum(tickets.totalStakeCentavos), n: count() })
    .from(tickets)
    .where(eq(tickets.drawId, drawId));
  const [straight] = await linesOf("straight");
  const [rambolito] = await linesOf("rambolito");
  const rows = await db
    .select()
    .from(drawCombinations)
    .where(and(eq(drawCombinations.drawId, drawId), hasStanding))
    .orderBy(desc(drawCombinations.liabilityCentavos), drawCombinations.combination);
  return {
    drawId,
    salesCentavos: Number(sales?.total ?? 0),
    ticketCount: sales?.n ?? 0,
    lineCount: (straight?.n ?? 0) + (rambolito?.n ?? 0),
    rows: rows.map((r) => ({
      combination: r.combination,
      straightStakeCentavos: r.straightStakeCentavos,
      rambolitoStakeCentavos: r.rambolitoStakeCentavos,
      liabilityCentavos: r.liabilityCentavos,
      capCentavos: r.capCentavos ?? terms.defaultCapCentavos,
      notAccepted: r.notAccepted,
      multiplierHundredths: r.multiplierHundredths,
    })),
  };
}
