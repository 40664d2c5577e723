import { randomBytes, randomUUID } from "node:crypto";
import type { PlaceBetBody } from "@sabong/shared/betting";
import { LARGE_TRANSACTION_DEFAULT_CENTAVOS } from "@sabong/shared/integrity";
import type { PointsMoveResponse } from "@sabong/shared/wallet";
import { FatalApiError } from "./api.ts";
import { type BettingWindow, judge, send, sleep } from "./bet-answers.ts";
import type { RunContext } from "./context.ts";
import { mapLimit } from "./limit.ts";
import type { SimPlayer } from "./model.ts";
import { createVerifiedPlayer, login, PLAYER_PASSWORD, type Setup } from "./setup.ts";

/**
 * The colluding ring of --collusion: related accounts (one phone: a shared device id) whose handler fixes the odd
 * fights. They stay out of the crowd's betting and bet only in the fixed fights, late, on the side that will lose,
 * then launder: loaded by the gold agent, barely staked, withdrawn through the incorporator. Every bet and movement
 * goes through the same API and the same book as the crowd's, so the balance, push and ledger checks cover them.
 */
export const RING_SIZE = 4;
/** Bets per ring member in a fixed fight, each of the event's maximum stake. */
export const RING_BETS = 2;
/** The late-money window the run sets: the ring bets inside it, the crowd before it. */
export const LATE_WINDOW_MS = 4_000;
/** A fixed fight waits this long after the crowd's last bet, so the crowd's stakes are all before the window. */
const QUIET_BEFORE_RING_MS = LATE_WINDOW_MS + 1_000;
/** Four loads just under the reporting threshold to one ring member (the rule fires above three). */
const STRUCTURED_LOADS = 4;
/** Share of what a ring member holds that goes out through the other agent. */
const WITHDRAWN_SHARE = 0.9;

/** The odd-numbered fights are fixed; the ring backs the side the plan will lose. */
export function isFixed(collusion: boolean, fightNumber: number): boolean {
  return collusion && fightNumber % 2 === 1;
}

/** How many fights the ring will bet in. */
function fixedCount(fights: number): number {
  return Math.ceil(fights / 2);
}

/**
 * The ring's accounts under the gold agent, all signing in from one device, loaded by gold with enough for their
 * late stakes and eight times more (what they stake is an eighth of the load: cash cycling fires under 30 %), one
 * of them also by four loads just under the reporting threshold.
 */
export async function createRing(ctx: Pick<RunContext, "api" | "options">, setup: Setup): Promise<SimPlayer[]> {
  const { api, options } = ctx;
  const deviceId = randomUUID();
  const maxStake = 500_000; // the event's maximum (setup.ts createEvent)
  const mainLoad = 8 * RING_BETS * maxStake * fixedCount(options.fights);
  const structured = Array.from(
    { length: STRUCTURED_LOADS },
    (_, i) => LARGE_TRANSACTION_DEFAULT_CENTAVOS - 2_000_000 - i * 100_000,
  );
  const indexes = Array.from({ length: RING_SIZE }, (_, i) => options.players + i);
  const members = await mapLimit(indexes, 2, async (index) => {
    const username = `${setup.prefix}ring${index}`;
    const userId = await createVerifiedPlayer(api, setup.tokens, username, `Ring ${index}`);
    const token = await login(api, username, PLAYER_PASSWORD, { "x-device-id": deviceId });
    return { index, userId, username, token, bets: [], loadedCentavos: 0, balanceCentavos: 0 };
  });
  const loads = members.flatMap((member, i) => [
    { member, amountCentavos: mainLoad },
    ...(i === 0 ? structured.map((amountCentavos) => ({ member, amountCentavos })) : []),
  ]);
  const total = loads.reduce((sum, load) => sum + load.amountCentavos, 0);
  const run = randomBytes(6).toString("hex");
  const goldId = setup.agents[0]?.userId;
  if (goldId === undefined) throw new FatalApiError("no gold agent");
  await api.ok("POST", "/admin/wallet/mint", {
    token: setup.tokens.admin,
    body: { amountCentavos: total, idempotencyKey: `sim-ring-mint-${run}` },
  });
  await api.ok("POST", "/points/load", {
    token: setup.tokens.admin,
    body: { targetUserId: goldId, amountCentavos: total, idempotencyKey: `sim-ring-gold-${run}` },
  });
  for (const [n, { member, amountCentavos }] of loads.entries()) {
    const answer = await api.ok<PointsMoveResponse>("POST", "/points/load", {
      token: setup.tokens.gold,
      body: { targetUserId: member.userId, amountCentavos, idempotencyKey: `sim-ring-load-${run}-${n}` },
    });
    member.loadedCentavos += amountCentavos;
    member.balanceCentavos += amountCentavos;
    if (answer.targetBalanceCentavos !== member.balanceCentavos) {
      throw new FatalApiError(`${member.username}: loaded to ${answer.targetBalanceCentavos}, expected more`);
    }
  }
  return members;
}

/**
 * The ring's late money in a fixed fight: after the crowd's last bet the fight goes quiet, then every member places
 * its bets of the maximum stake on the losing side, judged and booked like any bet. The operator closes right after.
 */
export async function ringBets(ctx: RunContext, window: BettingWindow, side: "MERON" | "WALA"): Promise<void> {
  await sleep(QUIET_BEFORE_RING_MS);
  const stake = ctx.event.maxStakeCentavos;
  await Promise.all(
    ctx.ring.map(async (member) => {
      for (let n = 0; n < RING_BETS; n++) {
        if (member.balanceCentavos < stake) return;
        const body: PlaceBetBody = {
          fightId: window.fight.id,
          side,
          stakeCentavos: stake,
          idempotencyKey: `f${window.fight.id}-ring-${member.index}-${n}`,
        };
        judge(ctx, member, window, body, "normal", await send(ctx, member, body));
      }
    }),
  );
}

/**
 * The laundering: each ring member's points (all but a tenth) withdrawn through the incorporator, an agent above
 * their own upline. The book follows: the member's balance falls, the incorporator's points grow by as much.
 */
export async function launder(ctx: RunContext): Promise<void> {
  const top = ctx.agents.filter((agent) => !agent.isLoader).at(-1);
  if (!top || top.userId === ctx.agents[0]?.userId) throw new FatalApiError("no agent above gold to withdraw through");
  const token = await login(ctx.api, top.username, ctx.options.password);
  const run = randomBytes(6).toString("hex");
  for (const member of ctx.ring) {
    const amountCentavos = Math.floor((member.balanceCentavos * WITHDRAWN_SHARE) / 100) * 100;
    if (amountCentavos <= 0) continue;
    const answer = await ctx.api.ok<PointsMoveResponse>("POST", "/points/withdraw", {
      token,
      body: { targetUserId: member.userId, amountCentavos, idempotencyKey: `sim-ring-out-${run}-${member.index}` },
    });
    member.balanceCentavos -= amountCentavos;
    ctx.agentPointsMoved.set(top.userId, (ctx.agentPointsMoved.get(top.userId) ?? 0) + amountCentavos);
    if (answer.targetBalanceCentavos !== member.balanceCentavos) {
      ctx.differences.push(
        `${member.username}: after withdrawing ${amountCentavos} through ${top.username} the balance is ` +
          `${answer.targetBalanceCentavos}, the book says ${member.balanceCentavos}`,
      );
    }
  }
}
