import type { NumberGame } from "@sabong/shared/games";
import {
  type CapOverride,
  combinationError,
  type DrawTally,
  type DrawTerms,
  formatMultiplier,
} from "@sabong/shared/number-games";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { recordEvent, transact } from "../../events/transact.ts";
import { type AuditActor, auditChange } from "../audit/service.ts";
import { drawCombinations, draws } from "./table.ts";
import { drawTally } from "./tally.ts";

/** States in which a draw's caps may still change (afterwards they no longer matter). */
const CAPS_EDITABLE_STATES = ["SCHEDULED", "OPEN", "CLOSED"];

/**
 * Per-draw overrides of combinations: a cap of its own (null: the draw's default), not accepted at all, or a reduced
 * straight multiplier. Lines already accepted keep their terms; a cap lowered under the liability makes the
 * combination sold out. The rows are locked FOR UPDATE in combination order after the draw FOR SHARE, as tickets lock
 * them, so a change and a ticket never pass each other. Audited (draw.caps, before and after) and pushed.
 */
export async function updateCapOverrides(
  db: DbOrTx,
  game: NumberGame,
  drawId: number,
  overrides: readonly CapOverride[],
  actor: AuditActor,
): Promise<DrawTally> {
  const seen = new Set<string>();
  for (const o of overrides) {
    const error = combinationError(game, o.combination);
    if (error) throw badRequest(error);
    if (seen.has(o.combination)) throw badRequest(`${o.combination} is listed twice`);
    seen.add(o.combination);
  }
  const combinations = [...seen].sort();
  return transact(db, async (tx) => {
    const [draw] = await tx
      .select({ state: draws.state, terms: draws.terms })
      .from(draws)
      .where(and(eq(draws.id, drawId), eq(draws.game, game)))
      .for("share");
    if (!draw) throw notFound("Draw not found");
    if (!CAPS_EDITABLE_STATES.includes(draw.state)) throw conflict(`The caps of a ${draw.state} draw cannot change`);
    // A reduced multiplier only lowers what a combination pays: never a way to raise a payout.
    const straight = (draw.terms as DrawTerms).straightMultiplierHundredths;
    if (overrides.some((o) => o.multiplierHundredths !== null && o.multiplierHundredths >= straight)) {
      throw badRequest(`A reduced multiplier must be below the draw's ${formatMultiplier(straight)}`);
    }
    const before = await tx
      .select({
        combination: drawCombinations.combination,
        capCentavos: drawCombinations.capCentavos,
        notAccepted: drawCombinations.notAccepted,
        multiplierHundredths: drawCombinations.multiplierHundredths,
      })
      .from(drawCombinations)
      .where(and(eq(drawCombinations.drawId, drawId), inArray(drawCombinations.combination, combinations)))
      .orderBy(asc(drawCombinations.combination))
      .for("update");
    if (before.length !== combinations.length) throw new Error(`draw ${drawId} lacks combination rows`);
    const values = overrides.map((o) => ({
      combination: o.combination,
      cap: o.capCentavos,
      not_accepted: o.notAccepted,
      multiplier: o.multiplierHundredths,
    }));
    await tx.execute(sql`
      update draw_combinations dc set cap_centavos = v.cap, not_accepted = v.not_accepted,
        multiplier_hundredths = v.multiplier
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
        as v(combination text, cap bigint, not_accepted boolean, multiplier int)
      where dc.draw_id = ${drawId}::int and dc.combination = v.combination`);
    await auditChange(tx, actor, "draw.caps", ["draw", drawId], {
      before: { overrides: before },
      after: { overrides: [...overrides].sort((a, b) => (a.combination < b.combination ? -1 : 1)) },
    });
    recordEvent(tx, { type: "draw.changed", game, drawId }, { type: "tickets.placed", game, drawId, combinations });
    return drawTally(tx, drawId);
  });
}
