import { drawTermsOf, GAME_REGISTRY, type NumberGame, type NumberGameSettings } from "@sabong/shared";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { badRequest } from "../../errors.ts";
import { recordEvent, transact } from "../../events/transact.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
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
 * keep the terms they opened with. Audited, in one transaction with the change.
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
    const rewritten = await rewriteScheduledTerms(tx, game, settings);
    await recordAudit(tx, {
      actor,
      action: "number-game.settings",
      entityType: "number-game",
      entityId: game,
      before: before?.settings ?? null,
      after: { ...settings, scheduledDrawsUpdated: rewritten.length },
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
