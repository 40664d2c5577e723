import { GAME_REGISTRY } from "@sabong/shared/games";
import {
  type DrawTally,
  type DrawView,
  drawResultOf,
  lineHits,
  seedHashOf,
  type TicketLineView,
  type TicketView,
} from "@sabong/shared/number-games";
import { errorOf } from "./api.ts";
import type { RunContext } from "./context.ts";
import { capOfSim, combinationBook, type DrawBook, type SimDraw, type SimTicket } from "./draw-model.ts";
import { mapLimit } from "./limit.ts";

const SHOWN = 10;

function report(ctx: RunContext, check: string, found: string[]): void {
  ctx.differences.push(...found.slice(0, SHOWN));
  if (found.length > SHOWN) ctx.differences.push(`${check}: … and ${found.length - SHOWN} more`);
}

/**
 * Caps, independently: no combination's liability (from the accepted lines, priced by the rules) passes its cap, and
 * the staff tally shows exactly the book's liability and straight stakes per combination.
 */
export async function verifyCaps(ctx: RunContext, token: string, draw: SimDraw): Promise<void> {
  const found: string[] = [];
  const book = combinationBook(draw);
  for (const [combination, entry] of book) {
    const cap = capOfSim(draw, combination);
    if (entry.liabilityCentavos > cap) {
      found.push(`draw ${draw.id} ${combination}: liability ${entry.liabilityCentavos} passes its cap ${cap}`);
    }
    if (draw.overrides.get(combination)?.notAccepted && entry.liabilityCentavos > 0) {
      found.push(`draw ${draw.id} ${combination}: not accepted, yet lines were accepted on it`);
    }
  }
  const tally = await ctx.api.ok<DrawTally>("GET", `/${GAME_REGISTRY[draw.game].api.staff}/draws/${draw.id}/tally`, {
    token,
  });
  const rows = new Map(tally.rows.map((r) => [r.combination, r]));
  for (const [combination, entry] of book) {
    const row = rows.get(combination);
    const got = row && { liability: row.liabilityCentavos, straight: row.straightStakeCentavos };
    const expected = { liability: entry.liabilityCentavos, straight: entry.straightCentavos };
    if (JSON.stringify(got) !== JSON.stringify(expected)) {
      found.push(
        `draw ${draw.id} tally ${combination}: ${JSON.stringify(got)}, the book says ${JSON.stringify(expected)}`,
      );
    }
    if (row && row.liabilityCentavos > row.capCentavos) {
      found.push(
        `draw ${draw.id} tally ${combination}: liability ${row.liabilityCentavos} above cap ${row.capCentavos}`,
      );
    }
  }
  for (const row of tally.rows) {
    if (row.liabilityCentavos > 0 && !book.has(row.combination)) {
      found.push(`draw ${draw.id} tally ${row.combination}: liability ${row.liabilityCentavos} from no accepted line`);
    }
  }
  const sales = draw.tickets.reduce((sum, t) => sum + t.totalStakeCentavos, 0);
  if (tally.salesCentavos !== sales || tally.ticketCount !== draw.tickets.length) {
    found.push(
      `draw ${draw.id} tally: sales ${tally.salesCentavos} in ${tally.ticketCount} tickets, the book says ` +
        `${sales} in ${draw.tickets.length}`,
    );
  }
  report(ctx, `draw ${draw.id} caps`, found);
}

/** A platform draw's result is the shared rule applied to its revealed seed, whose hash was published at open. */
export function verifyFairness(ctx: RunContext, draw: SimDraw, view: DrawView): void {
  if (!view.seed || !view.seedHash || !view.result) {
    ctx.differences.push(`draw ${draw.id}: settled without seed, hash or result (${JSON.stringify(view)})`);
    return;
  }
  if (seedHashOf(view.seed) !== view.seedHash)
    ctx.differences.push(`draw ${draw.id}: the seed does not match its hash`);
  const derived = drawResultOf({ game: draw.game, drawId: draw.id, seed: view.seed });
  if (derived !== view.result)
    ctx.differences.push(`draw ${draw.id}: result ${view.result}, the seed gives ${derived}`);
}

/** The settlement the server stored (when the view carries it) against the book's. */
export function verifySettlement(ctx: RunContext, draw: SimDraw, view: DrawView, book: DrawBook): void {
  const stored = (view as DrawView & { settlement?: Record<string, number | string> | null }).settlement;
  if (!stored) return;
  const sales = draw.tickets.reduce((sum, t) => sum + t.totalStakeCentavos, 0);
  const expected: Record<string, number | string> = {
    result: draw.results.at(-1) as string,
    salesCentavos: sales,
    hitsCentavos: book.hitsCentavos,
    winningLines: book.winningLines,
    commissionCentavos: book.commission.paidCentavos,
    houseNetCentavos: sales - book.hitsCentavos - book.commission.paidCentavos,
  };
  for (const [field, value] of Object.entries(expected)) {
    if (stored[field] !== value) {
      ctx.differences.push(`draw ${draw.id}: settlement ${field} is ${stored[field]}, the rules say ${value}`);
    }
  }
}

/** What each line of a ticket came to, by the rules: refunded (cancelled draw), pending, won or lost. */
export function ownLineOutcomes(draw: SimDraw, ticket: SimTicket): Pick<TicketLineView, "outcome" | "paidCentavos">[] {
  const result = draw.state === "SETTLED" ? (draw.results.at(-1) ?? null) : null;
  return ticket.lines.map((line) => {
    if (draw.state === "CANCELLED") return { outcome: "REFUNDED", paidCentavos: line.stakeCentavos };
    if (result === null) return { outcome: "PENDING", paidCentavos: 0 };
    return lineHits(line, result)
      ? { outcome: "WON", paidCentavos: line.payoutIfHitCentavos }
      : { outcome: "LOST", paidCentavos: 0 };
  });
}

/** Every player's tickets on every draw: exactly the accepted ones, each line with the outcome the rules give it. */
export async function verifyTickets(ctx: RunContext, draws: readonly SimDraw[]): Promise<void> {
  const found: string[] = [];
  const pairs = draws.flatMap((draw) =>
    [...new Set(draw.tickets.map((t) => t.userId))].map((userId) => ({ draw, userId })),
  );
  await mapLimit(pairs, 16, async ({ draw, userId }) => {
    const player = ctx.playersById.get(userId);
    if (!player) return;
    const path = `/${GAME_REGISTRY[draw.game].api.player}/draws/${draw.id}/tickets`;
    const answer = await ctx.api.limited<TicketView[]>("GET", path, { token: player.token });
    if (answer.status !== 200) {
      found.push(`${player.username} draw ${draw.id} tickets: ${answer.status} ${errorOf(answer)}`);
      return;
    }
    const served = new Map(answer.body.map((t) => [t.id, t]));
    for (const ticket of draw.tickets.filter((t) => t.userId === userId)) {
      const got = served.get(ticket.ticketId);
      served.delete(ticket.ticketId);
      const outcomes = ownLineOutcomes(draw, ticket).map((l) => `${l.outcome} ${l.paidCentavos}`);
      const actual = got?.lines.map((l) => `${l.outcome} ${l.paidCentavos}`);
      if (JSON.stringify(actual) !== JSON.stringify(outcomes)) {
        found.push(
          `${player.username} ticket ${ticket.ticketId}: ${JSON.stringify(actual)}, the rules say ${JSON.stringify(outcomes)}`,
        );
      }
    }
    for (const extra of served.values()) found.push(`${player.username}: ticket ${extra.id} was never accepted`);
  });
  report(ctx, "draw tickets", found);
}
