import { GAME_REGISTRY } from "@sabong/shared/games";
import {
  allDigitsEqual,
  type PlacedTicket,
  priceLine,
  type TicketLineInput,
  type TicketRefusal,
} from "@sabong/shared/number-games";
import { errorOf } from "./api.ts";
import { type RunContext, STREAM } from "./context.ts";
import { type SimDraw, type SimTicket, ticketStake } from "./draw-model.ts";
import { randomCombination } from "./draw-operator.ts";
import { mapLimit } from "./limit.ts";
import type { SimPlayer } from "./model.ts";
import { bookStake, countRefusal, expectedRefusal } from "./protection.ts";
import { Rng } from "./random.ts";

/** What the players' tickets met, for the report. */
export type DrawStats = {
  ticketRequests: number;
  accepted: number;
  lines: number;
  replays: number;
  /** Refused for a cap: sold out, only … left, not accepted. */
  capRefusals: number;
  closed: number;
  insufficient: number;
  otherRefusals: number;
  settled: number;
  cancelled: number;
  reverted: number;
};

export const emptyDrawStats = (): DrawStats => ({
  ticketRequests: 0,
  accepted: 0,
  lines: 0,
  replays: 0,
  capRefusals: 0,
  closed: 0,
  insufficient: 0,
  otherRefusals: 0,
  settled: 0,
  cancelled: 0,
  reverted: 0,
});

/** A player's ticket: 1–4 lines; the hot combination often, rambolito and doubles (77, 112) among the rest. */
function planTicket(draw: SimDraw, rng: Rng): TicketLineInput[] {
  const { minStakeCentavos: min, maxStakeCentavos: max } = draw.terms;
  const peso = (pesos: number) => Math.min(max, Math.max(min, pesos * 100));
  return Array.from({ length: rng.int(1, 4) }, () => {
    if (rng.chance(0.12)) {
      // Crowding the hot number: bigger stakes, straight or rambolito, until it sells out.
      return {
        combination: draw.hot,
        form: rng.chance(0.7) || allDigitsEqual(draw.hot) ? "straight" : "rambolito",
        stakeCentavos: peso(rng.logInt(10, 500)),
      };
    }
    const combination = randomCombination(draw.game, rng, rng.chance(0.2));
    const form = !allDigitsEqual(combination) && rng.chance(0.35) ? "rambolito" : "straight";
    return { combination, form, stakeCentavos: peso(rng.logInt(1, 200)) };
  });
}

function isCapRefusal(refusal: TicketRefusal): boolean {
  return refusal.lines.some((l) => /left on|sold out|not accepted/.test(l.error));
}

/** The server's answer against the book's own pricing of the same lines on the draw's terms and overrides. */
function priced(ctx: RunContext, draw: SimDraw, lines: TicketLineInput[], placed: PlacedTicket): SimTicket {
  const own = lines.map((line) => priceLine(line, draw.terms, draw.overrides));
  const served = placed.ticket.lines.map((l) => ({
    combination: l.combination,
    form: l.form,
    stakeCentavos: l.stakeCentavos,
    multiplierHundredths: l.multiplierHundredths,
    payoutIfHitCentavos: l.payoutIfHitCentavos,
  }));
  const expected = own.map(({ digitsKey: _k, permutations: _p, ...l }) => l);
  if (JSON.stringify(served) !== JSON.stringify(expected)) {
    ctx.differences.push(
      `draw ${draw.id} ticket ${placed.ticket.id}: lines ${JSON.stringify(served)}, the rules say ${JSON.stringify(expected)}`,
    );
  }
  return {
    ticketId: placed.ticket.id,
    userId: 0,
    key: "",
    lines: own,
    totalStakeCentavos: ticketStake(own),
  };
}

/** One player's tickets on one draw, one at a time; the first ticket of the run is sent twice. */
async function playDraw(ctx: RunContext, stats: DrawStats, draw: SimDraw, player: SimPlayer, rng: Rng) {
  const tickets = rng.chance(0.7) ? rng.int(1, 2) : 0;
  for (let n = 0; n < tickets; n++) {
    const lines = planTicket(draw, rng);
    const key = `${ctx.prefix}d${draw.id}-${player.index}-${n}`;
    const body = { drawId: draw.id, idempotencyKey: key, lines };
    const path = `/${GAME_REGISTRY[draw.game].api.player}/tickets`;
    stats.ticketRequests++;
    const protectedBy = expectedRefusal(
      player,
      ticketStake(lines.map((l) => priceLine(l, draw.terms, draw.overrides))),
    );
    const answer = await ctx.api.limited<PlacedTicket | TicketRefusal>("POST", path, { token: player.token, body });
    if (answer.status === 201) {
      const placed = answer.body as PlacedTicket;
      const ticket = { ...priced(ctx, draw, lines, placed), userId: player.userId, key };
      draw.tickets.push(ticket);
      player.balanceCentavos -= ticket.totalStakeCentavos;
      stats.accepted++;
      const label = `${player.username} ticket ${ticket.ticketId}`;
      if (protectedBy) ctx.differences.push(`${label}: accepted, the protection rules say ${protectedBy}`);
      bookStake(ctx, player, ticket.totalStakeCentavos, label, answer);
      stats.lines += lines.length;
      if (placed.balanceCentavos !== player.balanceCentavos) {
        ctx.differences.push(
          `${player.username} ticket ${ticket.ticketId}: balance ${placed.balanceCentavos}, the book says ${player.balanceCentavos}`,
        );
      }
      if (stats.replays === 0) {
        stats.replays++;
        const again = await ctx.api.limited<PlacedTicket>("POST", path, { token: player.token, body });
        if (again.status !== 200 || !again.body.replayed || again.body.ticket.id !== ticket.ticketId) {
          ctx.differences.push(`${player.username}: repeating ticket ${key} answered ${again.status}`);
        }
      }
      continue;
    }
    if (answer.status >= 500) {
      ctx.differences.push(`draw ${draw.id} ticket: ${answer.status} ${errorOf(answer)}`);
      continue;
    }
    const refusal = answer.body as TicketRefusal;
    const otherReason =
      /closed|not enough points/i.test(refusal.error) || (Array.isArray(refusal.lines) && isCapRefusal(refusal));
    if (protectedBy?.test(refusal.error)) countRefusal(ctx, player);
    else if (protectedBy && !otherReason) {
      ctx.differences.push(`${player.username} ticket: refused "${refusal.error}", the rules say ${protectedBy}`);
    } else if (Array.isArray(refusal.lines) && isCapRefusal(refusal)) {
      stats.capRefusals++;
      draw.capRefusals++;
    } else if (/closed/i.test(refusal.error)) stats.closed++;
    else if (/not enough points/i.test(refusal.error)) stats.insufficient++;
    else {
      stats.otherRefusals++;
      ctx.notes.push(`draw ${draw.id}: ticket refused ${answer.status} ${errorOf(answer)}`);
    }
  }
}

/** Every player plays every draw, the draws in turn per player, the players concurrently. */
export async function betOnDraws(ctx: RunContext, stats: DrawStats, draws: readonly SimDraw[]): Promise<void> {
  await mapLimit(ctx.players, ctx.options.maxInFlight, async (player) => {
    const rng = new Rng(ctx.options.seed, STREAM.drawPlayer, player.index);
    for (const draw of draws) await playDraw(ctx, stats, draw, player, rng);
  });
}
