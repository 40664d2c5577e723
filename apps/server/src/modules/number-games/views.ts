import type { NumberGame } from "@sabong/shared/games";
import {
  canReopen,
  type DrawSettlement,
  type DrawState,
  type DrawTerms,
  type DrawView,
  drawLabel,
  type Matchup,
  resultsFrom,
  type Scores,
} from "@sabong/shared/number-games";
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../users/table.ts";
import type { DrawRow } from "./table.ts";

/**
 * A draw as the API shows it. The seed is shown only once it is revealed (draw time): before that, anyone holding it
 * could compute the result. `serverNow` lets countdowns run on the server's clock.
 */
export function toDrawView(draw: DrawRow, usernames: ReadonlyMap<number, string>, now: Date): DrawView {
  const matchup = (draw.matchup as Matchup | null) ?? null;
  const nameOf = (id: number | null) => (id === null ? null : (usernames.get(id) ?? null));
  return {
    id: draw.id,
    game: draw.game as NumberGame,
    state: draw.state as DrawState,
    label: drawLabel(draw.game as NumberGame, draw.drawAt, matchup),
    drawAt: draw.drawAt.toISOString(),
    cutoffAt: draw.cutoffAt.toISOString(),
    opensAt: draw.opensAt.toISOString(),
    matchup,
    terms: draw.terms as DrawTerms,
    seedHash: draw.seedHash,
    seed: draw.seedRevealedAt ? draw.seed : null,
    result: draw.result,
    scores: (draw.scores as Scores | null) ?? null,
    resultEnteredBy: nameOf(draw.resultEnteredBy),
    resultConfirmedBy: nameOf(draw.resultConfirmedBy),
    settledAt: draw.settledAt?.toISOString() ?? null,
    settlement: (draw.settlement as DrawSettlement | null) ?? null,
    cancelledReason: draw.cancelledReason,
    expectedEndAt: draw.expectedEndAt?.toISOString() ?? null,
    resultsFrom: resultsFrom(draw.game as NumberGame, draw)?.toISOString() ?? null,
    closedEarlyReason: draw.closedEarlyReason,
    reopenUntil: canReopen(draw, now) ? (draw.reopenCutoffAt?.toISOString() ?? null) : null,
    serverNow: now.toISOString(),
  };
}

/**
 * A draw as players see it: the same view without the house's figures (settlement) and without the staff accounts
 * that entered and confirmed its result. The result, scores and fairness proof (seed, seed hash) stay.
 */
export function playerDrawView(view: DrawView): DrawView {
  return { ...view, settlement: null, resultEnteredBy: null, resultConfirmedBy: null };
}

/** Views of many draws, with the usernames of who entered and confirmed results read in one query. */
export async function drawViews(db: DbOrTx, rows: readonly DrawRow[]): Promise<DrawView[]> {
  const ids = new Set<number>();
  for (const row of rows) {
    if (row.resultEnteredBy !== null) ids.add(row.resultEnteredBy);
    if (row.resultConfirmedBy !== null) ids.add(row.resultConfirmedBy);
  }
  const named =
    ids.size === 0
      ? []
      : await db
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(inArray(users.id, [...ids]));
  const usernames = new Map(named.map((u) => [u.id, u.username]));
  const now = new Date();
  return rows.map((row) => toDrawView(row, usernames, now));
}

export async function drawView(db: DbOrTx, row: DrawRow): Promise<DrawView> {
  const [view] = await drawViews(db, [row]);
  if (!view) throw new Error("draw view missing");
  return view;
}
