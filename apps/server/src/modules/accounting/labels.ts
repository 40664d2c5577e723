import { reportDayLabel } from "@sabong/shared/accounting";
import { GAME_IDS, GAME_REGISTRY, type GameId, type NumberGame } from "@sabong/shared/games";
import { drawLabel } from "@sabong/shared/number-games";
import { manilaDateOf } from "@sabong/shared/time";
import type { DbOrTx } from "../../db/client.ts";
import { fightNames } from "../betting/service.ts";
import { drawNames } from "../number-games/service.ts";

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
  for (const f of await fightNames(db, ids("fight"))) {
    const noun = isGameId(f.game) ? GAME_REGISTRY[f.game].contest.one : "fight";
    labels.set(`fight:${f.id}`, `${f.eventName} · ${capitalised(noun)} ${f.number}`);
  }
  for (const d of await drawNames(db, ids("draw"))) {
    const at = new Date(d.drawAt);
    labels.set(
      `draw:${d.id}`,
      `${drawLabel(d.game as NumberGame, at, d.matchup)} · ${reportDayLabel(manilaDateOf(at))}`,
    );
  }
  return labels;
}
