import type { SettledBet } from "@sabong/shared/betting";
import { BET_PAGE_SIZE_MAX } from "@sabong/shared/contracts";
import { type HistoryItem, type HistoryPage, ticketPayoutCentavos, ticketStatus } from "@sabong/shared/history";
import { errorOf } from "./api.ts";
import type { RunContext } from "./context.ts";
import type { SimDraw } from "./draw-model.ts";
import { ownLineOutcomes } from "./draw-verify.ts";
import { mapLimit } from "./limit.ts";
import type { SimPlayer } from "./model.ts";

const SHOWN = 10;

/** Every row of a player's one history (GET /api/player/history), page after page. */
async function playerHistory(ctx: RunContext, player: SimPlayer): Promise<HistoryItem[]> {
  const items: HistoryItem[] = [];
  for (let page = 1; ; page++) {
    const answer = await ctx.api.limited<HistoryPage>(
      "GET",
      `/player/history?pageSize=${BET_PAGE_SIZE_MAX}&page=${page}`,
      { token: player.token },
    );
    if (answer.status !== 200) throw new Error(`history answered ${errorOf(answer)}`);
    items.push(...answer.body.items);
    if (answer.body.items.length < BET_PAGE_SIZE_MAX || items.length >= answer.body.total) return items;
  }
}

/** What one history row should say, by the simulation's own model: the status and payout, and its game. */
type Expected = { kind: HistoryItem["kind"]; id: number; status: string; payoutCentavos: number | null; stake: number };

function expectedRows(ctx: RunContext, player: SimPlayer, draws: readonly SimDraw[]): Expected[] {
  const settled = new Map<number, SettledBet>();
  for (const fight of ctx.fights) for (const bet of fight.current?.settlement.bets ?? []) settled.set(bet.betId, bet);
  const rows: Expected[] = player.bets.map((bet) => {
    const own = settled.get(bet.betId);
    return {
      kind: "bet",
      id: bet.betId,
      status: own?.outcome ?? "PENDING",
      payoutCentavos: own?.payoutCentavos ?? null,
      stake: bet.stakeCentavos,
    };
  });
  for (const draw of draws) {
    for (const ticket of draw.tickets.filter((t) => t.userId === player.userId)) {
      const lines = ownLineOutcomes(draw, ticket);
      rows.push({
        kind: "ticket",
        id: ticket.ticketId,
        status: ticketStatus(lines),
        payoutCentavos: ticketPayoutCentavos(lines),
        stake: ticket.totalStakeCentavos,
      });
    }
  }
  return rows;
}

/**
 * The one history of every game against the model: each player's accepted bets and tickets appear exactly once,
 * with the status and payout the rules give them, newest first, and nothing else appears.
 */
export async function verifyHistory(ctx: RunContext, draws: readonly SimDraw[]): Promise<void> {
  const found: string[] = [];
  await mapLimit(ctx.players, 16, async (player) => {
    const items = await playerHistory(ctx, player);
    const served = new Map(items.map((i) => [`${i.kind}:${i.id}`, i]));
    if (served.size !== items.length) found.push(`${player.username}: a history row is listed twice`);
    for (const want of expectedRows(ctx, player, draws)) {
      const key = `${want.kind}:${want.id}`;
      const got = served.get(key);
      served.delete(key);
      const actual = got && {
        kind: got.kind,
        id: got.id,
        status: got.status,
        payoutCentavos: got.payoutCentavos,
        stake: got.stakeCentavos,
      };
      if (JSON.stringify(actual) !== JSON.stringify(want)) {
        found.push(
          `${player.username} ${key}: history ${JSON.stringify(actual)}, the rules say ${JSON.stringify(want)}`,
        );
      }
    }
    for (const extra of served.keys()) found.push(`${player.username}: history lists ${extra}, never accepted`);
    const times = items.map((i) => Date.parse(i.createdAt));
    if (times.some((t, i) => i > 0 && t > (times[i - 1] ?? t)))
      found.push(`${player.username}: history not newest first`);
  });
  ctx.differences.push(...found.slice(0, SHOWN));
  if (found.length > SHOWN) ctx.differences.push(`one history: … and ${found.length - SHOWN} more`);
}
