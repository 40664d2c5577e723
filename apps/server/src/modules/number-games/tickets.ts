import { IDEMPOTENCY_MISMATCH_MESSAGE } from "@sabong/shared/contracts";
import type { BetForm, NumberGame } from "@sabong/shared/games";
import {
  lineHits,
  type PlacedTicket,
  type PlaceTicketBody,
  type TicketLineView,
  type TicketRefusal,
  type TicketView,
} from "@sabong/shared/number-games";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { DomainError, type ErrorCode, notFound } from "../../errors.ts";
import { countTicketLines } from "../../metrics/registry.ts";
import { debitBalanceAfter, InsufficientFundsError, pointsAccount, requestHash } from "../ledger/service.ts";
import { stakeRefusal, withPlayTimeChecked } from "../protection/service.ts";
import { type DrawRow, draws, type TicketLineRow, type TicketRow, ticketLines, tickets } from "./table.ts";
import { submitTicket } from "./ticket-batcher.ts";

export const DRAW_NOT_FOUND_MESSAGE = "Draw not found";
export const BETTING_CLOSED_MESSAGE = "Betting is closed for this draw";
export const NOT_ENOUGH_POINTS_MESSAGE = "Not enough points";

/** A refused ticket: the route answers its status with the TicketRefusal body (nothing was written). */
export class TicketRefusedError extends DomainError {
  constructor(
    code: ErrorCode,
    readonly refusal: TicketRefusal,
  ) {
    super(code, refusal.error);
  }
}

/** The request as hashed for its idempotency key: the same key with another body is refused (409). */
function ticketRequestHash(game: NumberGame, body: PlaceTicketBody): string {
  return requestHash({ op: "ticket", game, drawId: body.drawId, lines: body.lines });
}

type LineOutcome = Pick<TicketLineView, "outcome" | "paidCentavos">;

/** A line's outcome is derived, never stored: won iff its draw is settled and it hits; refunded iff cancelled. */
function lineOutcome(
  draw: Pick<DrawRow, "state" | "result">,
  line: { form: BetForm; combination: string; stakeCentavos: number; payoutIfHitCentavos: number },
): LineOutcome {
  if (draw.state === "CANCELLED") return { outcome: "REFUNDED", paidCentavos: line.stakeCentavos };
  if (draw.state !== "SETTLED" || draw.result === null) return { outcome: "PENDING", paidCentavos: 0 };
  return lineHits(line, draw.result)
    ? { outcome: "WON", paidCentavos: line.payoutIfHitCentavos }
    : { outcome: "LOST", paidCentavos: 0 };
}

export function toTicketView(
  game: NumberGame,
  draw: Pick<DrawRow, "state" | "result">,
  ticket: Pick<TicketRow, "id" | "drawId" | "totalStakeCentavos" | "createdAt">,
  lines: readonly Pick<
    TicketLineRow,
    "id" | "combination" | "form" | "stakeCentavos" | "permutations" | "multiplierHundredths" | "payoutIfHitCentavos"
  >[],
): TicketView {
  return {
    id: ticket.id,
    drawId: ticket.drawId,
    game,
    totalStakeCentavos: ticket.totalStakeCentavos,
    createdAt: ticket.createdAt.toISOString(),
    lines: lines.map((l) => {
      const line = { ...l, form: l.form as BetForm };
      return {
        id: line.id,
        combination: line.combination,
        form: line.form,
        stakeCentavos: line.stakeCentavos,
        permutations: line.permutations,
        multiplierHundredths: line.multiplierHundredths,
        payoutIfHitCentavos: line.payoutIfHitCentavos,
        ...lineOutcome(draw, line),
      };
    }),
  };
}

/** Tickets with their lines, as the player sees them (in id order). */
async function ticketViewsOf(db: DbOrTx, game: NumberGame, rows: readonly TicketRow[]): Promise<TicketView[]> {
  if (rows.length === 0) return [];
  const drawIds = [...new Set(rows.map((t) => t.drawId))];
  // One after another: `db` may be a caller's transaction (one connection).
  const drawRows = await db
    .select({ id: draws.id, state: draws.state, result: draws.result })
    .from(draws)
    .where(inArray(draws.id, drawIds));
  const lineRows = await db
    .select()
    .from(ticketLines)
    .where(
      inArray(
        ticketLines.ticketId,
        rows.map((t) => t.id),
      ),
    )
    .orderBy(asc(ticketLines.ticketId), asc(ticketLines.lineNo));
  const drawOf = new Map(drawRows.map((d) => [d.id, d]));
  const linesOf = new Map<number, TicketLineRow[]>();
  for (const line of lineRows) {
    const list = linesOf.get(line.ticketId);
    if (list) list.push(line);
    else linesOf.set(line.ticketId, [line]);
  }
  return rows.map((t) => {
    const draw = drawOf.get(t.drawId);
    if (!draw) throw new Error(`ticket ${t.id} has no draw`);
    return toTicketView(game, draw, t, linesOf.get(t.id) ?? []);
  });
}

/** The caller's tickets on one draw of this game, oldest first. */
export async function myTickets(db: DbOrTx, game: NumberGame, userId: number, drawId: number): Promise<TicketView[]> {
  const rows = await db
    .select({ ticket: tickets })
    .from(tickets)
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .where(and(eq(tickets.drawId, drawId), eq(tickets.userId, userId), eq(draws.game, game)))
    .orderBy(asc(tickets.id));
  return ticketViewsOf(
    db,
    game,
    rows.map((r) => r.ticket),
  );
}

/** The ticket already placed with this key: its first answer (replayed), or 409 if the body differs. */
async function ticketByKey(db: Db, game: NumberGame, userId: number, body: PlaceTicketBody): Promise<PlacedTicket> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.userId, userId), eq(tickets.idempotencyKey, body.idempotencyKey)));
  if (!row) throw new Error("ticket with this key vanished");
  if (row.requestHash !== ticketRequestHash(game, body)) {
    throw new DomainError("IDEMPOTENCY_MISMATCH", IDEMPOTENCY_MISMATCH_MESSAGE);
  }
  const [[ticket], points] = await Promise.all([ticketViewsOf(db, game, [row]), pointsAccount(db, userId)]);
  if (!ticket) throw new Error("ticket view missing");
  // The first answer's balance (the one the stake left), whatever moved since.
  const after =
    points && (await debitBalanceAfter(db, { debitAccountId: points.id, refType: "ticket", refId: String(row.id) }));
  return { ticket, balanceCentavos: after ?? points?.balanceCentavos ?? 0, replayed: true };
}

/**
 * Places a ticket: accepted whole or refused whole. It joins its draw's lane (ticket-batcher.ts), where tickets
 * arriving together are decided in order on the locked combination rows and written in one transaction before the
 * cut-off. A repeated key answers the first ticket (200, replayed) wherever the draw stands now, or 409 when the
 * body differs; two requests racing with one key make one ticket. Refusals carry a reason per line (TicketRefusal).
 */
export function placeTicket(
  db: Db,
  caller: { userId: number },
  game: NumberGame,
  body: PlaceTicketBody,
): Promise<PlacedTicket> {
  return countTicketLines(game, body.lines.length, placeTicketCounted(db, caller, game, body));
}

async function placeTicketCounted(
  db: Db,
  caller: { userId: number },
  game: NumberGame,
  body: PlaceTicketBody,
): Promise<PlacedTicket> {
  const hash = ticketRequestHash(game, body);
  const outcome = await withPlayTimeChecked(
    db,
    caller.userId,
    (playTimeChecked) => submitTicket(db, game, { userId: caller.userId, body, requestHash: hash, playTimeChecked }),
    (sent) => sent.kind === "play-time-unchecked",
  );
  switch (outcome.kind) {
    case "existing":
      return ticketByKey(db, game, caller.userId, body);
    case "not-found":
      throw notFound(DRAW_NOT_FOUND_MESSAGE);
    case "closed":
      throw new TicketRefusedError("BUSINESS_RULE", { error: BETTING_CLOSED_MESSAGE, lines: [] });
    case "refused":
      throw new TicketRefusedError(outcome.code, outcome.refusal);
    case "protected": {
      const stakesCentavos = body.lines.map((line) => line.stakeCentavos);
      throw await stakeRefusal(db, { userId: caller.userId, action: "ticket", stakesCentavos, at: outcome.at });
    }
    case "play-time-unchecked":
      throw new Error("a ticket sent with its play time checked came back unchecked");
    case "poor":
      throw new InsufficientFundsError(outcome.pointsAccountId, NOT_ENOUGH_POINTS_MESSAGE);
    case "placed": {
      const ticket = toTicketView(
        game,
        { state: "OPEN", result: null },
        {
          id: outcome.ticketId,
          drawId: body.drawId,
          totalStakeCentavos: outcome.lines.reduce((s, l) => s + l.line.stakeCentavos, 0),
          createdAt: outcome.createdAt,
        },
        outcome.lines.map(({ id, line }) => ({ id, ...line })),
      );
      return { ticket, balanceCentavos: outcome.balanceCentavos, replayed: false };
    }
  }
}
