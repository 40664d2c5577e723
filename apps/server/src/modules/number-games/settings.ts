import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import { drawTermsOf, isClosedDay, type NumberGameSettings, scheduledDraws } from "@sabong/shared/number-games";
import { manilaDateOf } from "@sabong/shared/time";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { badRequest } from "../../errors.ts";
import { recordEvent, transact } from "../../events/transact.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { cancelDraw } from "./cancel.ts";
import { ensureNumberGameSettings, type GameSettings } from "./repository.ts";
import { ensureScheduledDraws } from "./schedule.ts";
import { draws, numberGameSettings } from "./table.ts";

/** Rules the zod schema cannot know: they depend on the game (its digits, where its result comes from). */
function checkSettingsForGame(game: NumberGame, settings: NumberGameSettings): void {
  const entry = GAME_REGISTRY[game];
  const wanted = entry.digits === 2 ? ["2"] : ["3", "6"];
  const given = Object.keys(settings.rambolitoMultiplierHundredths).sort();
  if (given.join() !== wanted.join()) {
    throw badRequest(`${entry.label} rambolito multipliers are keyed ${wanted.map((k) => `"${k}"`).join(" and ")}`);
  }
  if (entry.result === "scores" && settings.drawTimes.length > 0) {
    throw badRequest(`${entry.label} draws are created by an operator: it has no daily draw times`);
  }
  if (new Set(settings.drawTimes).size !== settings.drawTimes.length) throw badRequest("Draw times must differ");
}

/**
 * The admin changes a game's settings. Draws still SCHEDULED take the new terms (and cut-off); draws already open
 * keep the terms they opened with; scheduled draws the new times or closed days no longer have are cancelled.
 * Audited, in one transaction with the change.
 */
export async function updateGameSettings(
  db: DbOrTx,
  game: NumberGame,
  settings: NumberGameSettings,
  actor: NonNullable<AuditActor>,
): Promise<GameSettings> {
  checkSettingsForGame(game, settings);
  return transact(db, async (tx) => {
    await ensureNumberGameSettings(tx);
    const [before] = await tx.select().from(numberGameSettings).where(eq(numberGameSettings.game, game)).for("update");
    await tx
      .update(numberGameSettings)
      .set({ settings, updatedBy: actor.userId, updatedAt: new Date() })
      .where(eq(numberGameSettings.game, game));
    const cancelled = await cancelUnscheduled(tx, game, settings, actor);
    const rewritten = await rewriteScheduledTerms(tx, game, settings);
    await recordAudit(tx, {
      actor,
      action: "number-game.settings",
      entityType: "number-game",
      entityId: game,
      before: before?.settings ?? null,
      after: { ...settings, scheduledDrawsUpdated: rewritten.length, scheduledDrawsCancelled: cancelled },
    });
    for (const drawId of rewritten) recordEvent(tx, { type: "draw.changed", game, drawId });
    // A time added for today shows at once (not at the clock's next schedule run).
    await ensureScheduledDraws(tx);
    return { game, settings };
  });
}

/** Draws not yet open get the new terms; scheduled ones also the new cut-off (never before they open). */
async function rewriteScheduledTerms(tx: Tx, game: NumberGame, settings: NumberGameSettings): Promise<number[]> {
  const rows = await tx
    .update(draws)
    .set({
      terms: drawTermsOf(settings),
      cutoffAt: sql`case when ${draws.source} = 'schedule'
        then greatest(${draws.opensAt}, ${draws.drawAt} - make_interval(mins => ${settings.cutoffMinutes}::int))
        else ${draws.cutoffAt} end`,
    })
    .where(and(eq(draws.game, game), eq(draws.state, "SCHEDULED")))
    .returning({ id: draws.id });
  return rows.map((r) => r.id);
}

export const DRAW_TIME_REMOVED = "Draw time removed from the schedule";
export const CLOSED_DAY = "Closed day";

/**
 * Scheduled draws whose slot the new settings no longer have (a time removed, a day now closed) are cancelled, each
 * audited with its reason. SCHEDULED draws hold no tickets, so nothing is refunded. A game switched off keeps them
 * (they wait, and open if it is switched on in time). Answers the cancelled draws' ids.
 */
async function cancelUnscheduled(
  tx: Tx,
  game: NumberGame,
  settings: NumberGameSettings,
  actor: NonNullable<AuditActor>,
): Promise<number[]> {
  const rows = await tx
    .select({ id: draws.id, drawAt: draws.drawAt })
    .from(draws)
    .where(and(eq(draws.game, game), eq(draws.source, "schedule"), eq(draws.state, "SCHEDULED")))
    .orderBy(draws.drawAt);
  const cancelled: number[] = [];
  for (const row of rows) {
    const day = manilaDateOf(row.drawAt);
    const kept = scheduledDraws(day, settings).some((slot) => slot.drawAt.getTime() === row.drawAt.getTime());
    if (kept) continue;
    await cancelDraw(tx, row.id, isClosedDay(day, settings.closedDays) ? CLOSED_DAY : DRAW_TIME_REMOVED, actor);
    cancelled.push(row.id);
  }
  return cancelled;
}
