import { NUMBER_GAMES, type NumberGame } from "@sabong/shared/games";
import {
  type DrawListScope,
  defaultNumberGameSettings,
  type Matchup,
  matchupSchema,
  type NumberGameSettings,
} from "@sabong/shared/number-games";
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import { recordEvent } from "../../events/transact.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { type DrawRow, draws, numberGameSettings } from "./table.ts";

export const DRAW_NOT_FOUND = "Draw not found";

/** A draw of this game; another game's draw is "not found" (the route's prefix fixes the game). */
export async function findDraw(db: DbOrTx, game: NumberGame, drawId: number): Promise<DrawRow> {
  const [draw] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.id, drawId), eq(draws.game, game)));
  if (!draw) throw notFound(DRAW_NOT_FOUND);
  return draw;
}

/**
 * Locks the draw row FOR UPDATE: tickets hold it FOR SHARE, so a state change waits for the tickets in flight and
 * the tickets after it see the new state.
 */
export async function lockDraw(tx: Tx, game: NumberGame, drawId: number): Promise<DrawRow> {
  const [draw] = await tx
    .select()
    .from(draws)
    .where(and(eq(draws.id, drawId), eq(draws.game, game)))
    .for("update");
  if (!draw) throw notFound(DRAW_NOT_FOUND);
  return draw;
}

/** Updates the draw row and answers it (the row is locked by the caller). */
export async function updateDraw(tx: Tx, drawId: number, set: PgUpdateSetSource<typeof draws>): Promise<DrawRow> {
  const [after] = await tx.update(draws).set(set).where(eq(draws.id, drawId)).returning();
  if (!after) throw new Error("draw not updated");
  return after;
}

/** An SQL condition on `draws`: the draw's game is switched off in its settings (its draws wait, take no tickets). */
export const drawGameSwitchedOff = sql`exists (select 1 from number_game_settings s
  where s.game = ${draws.game} and (s.settings ->> 'enabled') = 'false')`;

/** The staff's list: today's draws (Manila day), those after today, or those before it (newest first). */
export async function listDraws(
  db: DbOrTx,
  game: NumberGame,
  scope: DrawListScope,
  day: { start: Date; end: Date },
  paging: { page: number; pageSize: number },
): Promise<{ rows: DrawRow[]; total: number }> {
  const window =
    scope === "today"
      ? and(gte(draws.drawAt, day.start), lt(draws.drawAt, day.end))
      : scope === "upcoming"
        ? gte(draws.drawAt, day.end)
        : lt(draws.drawAt, day.start);
  const where = and(eq(draws.game, game), window);
  const order = scope === "past" ? [desc(draws.drawAt), desc(draws.id)] : [asc(draws.drawAt), asc(draws.id)];
  // One after the other: `db` may be a transaction (one connection runs one query at a time).
  const rows = await db
    .select()
    .from(draws)
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const [total] = await db.select({ n: count() }).from(draws).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The players' list: draws open, or still to open today (by draw time), and the last settled or cancelled ones. A
 * game switched off in its settings lists no open draws (its tickets are refused).
 */
export async function playerDraws(
  db: DbOrTx,
  game: NumberGame,
  dayEnd: Date,
  recentLimit = 10,
): Promise<{ open: DrawRow[]; recent: DrawRow[] }> {
  // One after the other: `db` may be a transaction (one connection runs one query at a time).
  const open = await db
    .select()
    .from(draws)
    .where(
      and(
        eq(draws.game, game),
        // An operator's game-ending draw may be open days ahead; scheduled ones show from their day.
        sql`(${draws.state} = 'OPEN' or (${draws.state} = 'SCHEDULED' and ${draws.drawAt} < ${dayEnd.toISOString()}::timestamptz))`,
        sql`${draws.cutoffAt} > now()`,
        sql`not ${drawGameSwitchedOff}`,
      ),
    )
    .orderBy(asc(draws.drawAt), asc(draws.id));
  const recent = await db
    .select()
    .from(draws)
    .where(and(eq(draws.game, game), inArray(draws.state, ["SETTLED", "CANCELLED"])))
    .orderBy(desc(draws.drawAt), desc(draws.id))
    .limit(recentLimit);
  return { open, recent };
}

/**
 * Inserts a draw with its straight combinations (100 or 1,000 rows, one INSERT … SELECT). A scheduled draw already
 * there (another process made it) is left alone: answers null.
 */
export async function insertDraw(tx: Tx, values: typeof draws.$inferInsert, digits: 2 | 3): Promise<DrawRow | null> {
  const [draw] = await tx
    .insert(draws)
    .values(values)
    .onConflictDoNothing({ target: [draws.game, draws.drawAt], where: sql`${draws.source} = 'schedule'` })
    .returning();
  if (!draw) return null;
  await tx.execute(sql`
    insert into draw_combinations (draw_id, combination)
    select ${draw.id}, lpad(n::text, ${digits}, '0') from generate_series(0, ${10 ** digits - 1}) as n`);
  return draw;
}

/** What the audit log keeps of a draw (never the seed before it is revealed). */
export function auditedDraw(draw: DrawRow) {
  return {
    game: draw.game,
    state: draw.state,
    drawAt: draw.drawAt,
    cutoffAt: draw.cutoffAt,
    matchup: draw.matchup,
    terms: draw.terms,
    seedHash: draw.seedHash,
    seed: draw.seedRevealedAt ? draw.seed : null,
    result: draw.result,
    scores: draw.scores,
    resultEnteredBy: draw.resultEnteredBy,
    cancelledReason: draw.cancelledReason,
    expectedEndAt: draw.expectedEndAt,
    closedEarlyReason: draw.closedEarlyReason,
    reopenCutoffAt: draw.reopenCutoffAt,
  };
}

/** Every draw action: audited (who, before, after) and `draw.changed` recorded, in the action's transaction. */
export async function recordDrawChange(
  tx: Tx,
  change: { actor: AuditActor; action: string; before: DrawRow | null; after: DrawRow; note?: Record<string, unknown> },
): Promise<void> {
  await recordAudit(tx, {
    actor: change.actor,
    action: change.action,
    entityType: "draw",
    entityId: change.after.id,
    before: change.before ? auditedDraw(change.before) : null,
    after: { ...auditedDraw(change.after), ...change.note },
  });
  recordEvent(tx, { type: "draw.changed", game: change.after.game as NumberGame, drawId: change.after.id });
}

/**
 * A draw's money action (settle, cancel, revert): audited with its figures rather than the whole draw (before: game,
 * state, result and `beforeFigures`; after: game, state and `figures`), and `draw.changed` recorded.
 */
export async function recordDrawBooking(
  tx: Tx,
  change: {
    actor: AuditActor;
    action: string;
    before: DrawRow;
    after: DrawRow;
    figures: Record<string, unknown>;
    beforeFigures?: Record<string, unknown>;
  },
): Promise<void> {
  const game = change.after.game as NumberGame;
  await recordAudit(tx, {
    actor: change.actor,
    action: change.action,
    entityType: "draw",
    entityId: change.after.id,
    before: { game, state: change.before.state, result: change.before.result, ...change.beforeFigures },
    after: { game, state: change.after.state, ...change.figures },
  });
  recordEvent(tx, { type: "draw.changed", game, drawId: change.after.id });
}

export type GameSettings = { game: NumberGame; settings: NumberGameSettings };

/** Writes each game's default settings unless it has some (seed, first read); several processes may race: fine. */
export async function ensureNumberGameSettings(db: DbOrTx): Promise<void> {
  await db
    .insert(numberGameSettings)
    .values(NUMBER_GAMES.map((game) => ({ game, settings: defaultNumberGameSettings(game) })))
    .onConflictDoNothing();
}

/** Every game's settings, in registry order (defaults written on first read). */
export async function listGameSettings(db: DbOrTx): Promise<GameSettings[]> {
  let rows = await db.select().from(numberGameSettings);
  if (rows.length < NUMBER_GAMES.length) {
    await ensureNumberGameSettings(db);
    rows = await db.select().from(numberGameSettings);
  }
  const byGame = new Map(rows.map((r) => [r.game, r.settings as NumberGameSettings]));
  return NUMBER_GAMES.map((game) => ({ game, settings: byGame.get(game) ?? defaultNumberGameSettings(game) }));
}

/** One game's settings (defaults written on first read). */
export async function gameSettings(db: DbOrTx, game: NumberGame): Promise<NumberGameSettings> {
  const [row] = await db.select().from(numberGameSettings).where(eq(numberGameSettings.game, game));
  if (row) return row.settings as NumberGameSettings;
  await ensureNumberGameSettings(db);
  return defaultNumberGameSettings(game);
}

export type DrawName = Pick<DrawRow, "id" | "game" | "drawAt"> & { matchup: Matchup | null };

/** What a report names a draw by (game, time, matchup), for these ids; unknown ids are left out. */
export async function drawNames(db: DbOrTx, drawIds: readonly number[]): Promise<DrawName[]> {
  if (drawIds.length === 0) return [];
  const rows = await db
    .select({ id: draws.id, game: draws.game, drawAt: draws.drawAt, matchup: draws.matchup })
    .from(draws)
    .where(inArray(draws.id, [...drawIds]));
  // jsonb is untyped in the table: checked here, so readers get a Matchup.
  return rows.map((row) => ({ ...row, matchup: matchupSchema.nullable().parse(row.matchup) }));
}
