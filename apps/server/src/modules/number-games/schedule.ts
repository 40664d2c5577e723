import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import { drawTermsOf, type NumberGameSettings, scheduledDraws } from "@sabong/shared/number-games";
import { addCalendarDays, manilaDateOf, manilaDayStart } from "@sabong/shared/time";
import { and, eq, gte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { transact } from "../../events/transact.ts";
import { insertDraw, listGameSettings, recordDrawChange } from "./repository.ts";
import { draws } from "./table.ts";

/** Today and the next two Manila days are always on the schedule. */
export const SCHEDULE_DAYS = 3;

/** The games whose draws come from daily times (not an operator), and are on. */
function isScheduled(game: NumberGame, settings: NumberGameSettings): boolean {
  return settings.enabled && GAME_REGISTRY[game].result !== "scores" && settings.drawTimes.length > 0;
}

/**
 * Creates the draws of today and the next two Manila days from each game's settings, skipping closed days and
 * draws whose cut-off has passed. Unique (game, draw_at) + ON CONFLICT DO NOTHING: processes running this at the same
 * time create each draw once. Answers how many draws this call created.
 */
export async function ensureScheduledDraws(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const today = manilaDateOf(now);
  const days = Array.from({ length: SCHEDULE_DAYS }, (_, i) => addCalendarDays(today, i));
  let created = 0;
  for (const { game, settings } of await listGameSettings(db)) {
    if (!isScheduled(game, settings)) continue;
    const existing = await db
      .select({ drawAt: draws.drawAt })
      .from(draws)
      .where(and(eq(draws.game, game), eq(draws.source, "schedule"), gte(draws.drawAt, manilaDayStart(today))));
    const known = new Set(existing.map((d) => d.drawAt.getTime()));
    const terms = drawTermsOf(settings);
    for (const day of days) {
      for (const slot of scheduledDraws(day, settings, now)) {
        if (known.has(slot.drawAt.getTime())) continue;
        // One transaction per draw: a draw another process made in the meantime is skipped, not an error.
        const made = await transact(db, async (tx) => {
          const draw = await insertDraw(
            tx,
            { game, source: "schedule", state: "SCHEDULED", ...slot, terms },
            GAME_REGISTRY[game].digits,
          );
          if (draw) await recordDrawChange(tx, { actor: null, action: "draw.create", before: null, after: draw });
          return draw !== null;
        });
        if (made) created += 1;
      }
    }
  }
  return created;
}
