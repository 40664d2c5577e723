import { GAME_REGISTRY, type GameId } from "@sabong/shared/games";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { pgNumber, rowsOf, toPgArray } from "../../db/sql.ts";

/** What a money notice refers to: a transfer's ref and the player it reached. */
export type NoticeRef = { userId: number; refType: string | null; refId: string | null };

const refKey = (r: NoticeRef) => `${r.userId}:${r.refType}:${r.refId}`;
const gameLabel = (game: string) => GAME_REGISTRY[game as GameId]?.label ?? game;
const contestOf = (game: string) => {
  const entry = GAME_REGISTRY[game as GameId];
  return entry && entry.kind === "live-sides" ? entry.contest.one : "fight";
};
const numericIds = (refs: readonly NoticeRef[], type: string) => [
  ...new Set(refs.filter((r) => r.refType === type && /^\d+$/.test(r.refId ?? "")).map((r) => Number(r.refId))),
];

const fightRow = z.object({ id: pgNumber, game: z.string(), number: z.number(), name: z.string() });
const drawRow = z.object({
  id: z.number(),
  game: z.string(),
  user_id: z.number().nullable(),
  ticket_ids: z.array(pgNumber).nullable(),
});

/**
 * Each ref in the player's words — "Sabong fight 3 · Derby night", "Pick 3 draw 12 · ticket #5" — read in one query
 * per kind of ref, through the views betting and the number games offer (`bets_view`, `fights_view`, `events_view`,
 * `draws_view`, `tickets_view`). Refs it does not know stay without a subject.
 */
export async function subjectsOf(db: DbOrTx, refs: readonly NoticeRef[]): Promise<Map<string, string>> {
  const subjects = new Map<string, string>();
  const betIds = numericIds(refs, "bet");
  const fightIds = numericIds(refs, "fight");
  const drawIds = numericIds(refs, "draw");
  const fightWords = (game: string, number: number, eventName: string) =>
    `${gameLabel(game)} ${contestOf(game)} ${number} · ${eventName}`;
  if (betIds.length > 0) {
    const rows = rowsOf(
      fightRow,
      await db.execute(sql`
        select b.id, e.game, f.number, e.name
        from bets_view b join fights_view f on f.id = b.fight_id join events_view e on e.id = f.event_id
        where b.id = any(${toPgArray(betIds)}::bigint[])`),
    );
    const byBet = new Map(rows.map((r) => [String(r.id), fightWords(r.game, r.number, r.name)]));
    for (const r of refs)
      if (r.refType === "bet" && byBet.has(r.refId ?? ""))
        subjects.set(refKey(r), `${byBet.get(r.refId ?? "")} · bet #${r.refId}`);
  }
  if (fightIds.length > 0) {
    const rows = rowsOf(
      fightRow,
      await db.execute(sql`
        select f.id, e.game, f.number, e.name from fights_view f join events_view e on e.id = f.event_id
        where f.id = any(${toPgArray(fightIds)}::int[])`),
    );
    const byFight = new Map(rows.map((r) => [String(r.id), fightWords(r.game, r.number, r.name)]));
    for (const r of refs) {
      const words = r.refType === "fight" ? byFight.get(r.refId ?? "") : undefined;
      if (words) subjects.set(refKey(r), words);
    }
  }
  if (drawIds.length > 0) {
    const userIds = [...new Set(refs.filter((r) => r.refType === "draw").map((r) => r.userId))];
    const rows = rowsOf(
      drawRow,
      await db.execute(sql`
        select d.id, d.game, t.user_id, array_agg(t.id order by t.id) filter (where t.id is not null) as ticket_ids
        from draws_view d left join tickets_view t
          on t.draw_id = d.id and t.user_id = any(${toPgArray(userIds)}::int[])
        where d.id = any(${toPgArray(drawIds)}::int[])
        group by d.id, d.game, t.user_id`),
    );
    for (const row of rows) {
      const tickets = (row.ticket_ids ?? []).map((id) => `#${id}`);
      const ticketWords =
        tickets.length === 0 ? "" : ` · ${tickets.length === 1 ? "ticket" : "tickets"} ${tickets.join(", ")}`;
      const words = `${gameLabel(row.game)} draw ${row.id}${ticketWords}`;
      if (row.user_id !== null)
        subjects.set(refKey({ userId: row.user_id, refType: "draw", refId: String(row.id) }), words);
      for (const r of refs) {
        const key = refKey(r);
        if (r.refType === "draw" && r.refId === String(row.id) && !subjects.has(key))
          subjects.set(key, `${gameLabel(row.game)} draw ${row.id}`);
      }
    }
  }
  return subjects;
}

export function subjectOf(subjects: ReadonlyMap<string, string>, ref: NoticeRef): string | null {
  return subjects.get(refKey(ref)) ?? null;
}
