import { reportDayLabel } from "@sabong/shared/accounting";
import { GAME_IDS, GAME_REGISTRY, type GameId, type NumberGame } from "@sabong/shared/games";
import { drawLabel, type Matchup } from "@sabong/shared/number-games";
import { manilaDateOf } from "@sabong/shared/time";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { resultRows, toPgArray } from "../../db/sql.ts";

/** How reports name their rows: contests (fights, draws), games and days. */

export type ContestKey = { kind: "fight" | "draw"; id: number };

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const isGameId = (value: string): value is GameId => (GAME_IDS as readonly string[]).includes(value);

export function gameLabel(game: string): string {
  return isGameId(game) ? GAME_REGISTRY[game].label : game || "No game";
}

/**
 * Labels keyed "fight:12" / "draw:345": a fight is "<event> · Fight 12" (the game's contest noun: "Round 3" for
 * apple), a draw "Pick 3 · 2:00 PM · 31 Jan 2025" (its matchup for game-ending draws). Unknown ids are left out.
 */
export async function contestLabels(db: DbOrTx, keys: readonly ContestKey[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const ids = (kind: ContestKey["kind"]) => [...new Set(keys.filter((k) => k.kind === kind).map((k) => k.id))];
  const fightIds = ids("fight");
  const drawIds = ids("draw");
  if (fightIds.length > 0) {
    const rows = resultRows<{ id: number; number: number; name: string; game: string }>(
      await db.execute(sql`
        select f.id, f.number, e.name, e.game from fights f join events e on e.id = f.event_id
        where f.id = any(${toPgArray(fightIds)}::int[])`),
    );
    for (const r of rows) {
      const noun = isGameId(r.game) ? GAME_REGISTRY[r.game].contest.one : "fight";
      labels.set(`fight:${r.id}`, `${r.name} · ${capitalised(noun)} ${r.number}`);
    }
  }
  if (drawIds.length > 0) {
    const rows = resultRows<{ id: number; game: string; draw_at: string | Date; matchup: Matchup | null }>(
      await db.execute(sql`select id, game, draw_at, matchup from draws where id = any(${toPgArray(drawIds)}::int[])`),
    );
    for (const r of rows) {
      const at = new Date(r.draw_at);
      labels.set(
        `draw:${r.id}`,
        `${drawLabel(r.game as NumberGame, at, r.matchup)} · ${reportDayLabel(manilaDateOf(at))}`,
      );
    }
  }
  return labels;
}
