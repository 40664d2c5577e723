import type { PlaceBetBody, Side } from "@sabong/shared/betting";
import { errorOf } from "./api.ts";
import { accept, type BettingWindow, CLOSED, judge, type Kind, refuse, send, sleep, who } from "./bet-answers.ts";
import type { RunContext } from "./context.ts";
import { expectedRefusal, isGuarded } from "./protection.ts";

export type { BettingWindow } from "./bet-answers.ts";

import type { AcceptedBet, SimPlayer } from "./model.ts";
import type { Rng } from "./random.ts";

const BETS_PER_FIGHT: readonly (readonly [number, number])[] = [
  [0, 20],
  [1, 35],
  [2, 25],
  [3, 15],
  [5, 5],
];
const SIDES: readonly (readonly [Side, number])[] = [
  ["MERON", 45],
  ["WALA", 45],
  ["DRAW", 10],
];

/** How many bets a player tries in a fight (drawn up front so the operator knows how many to expect). */
export function planSlots(rng: Rng): number {
  return rng.weighted(BETS_PER_FIGHT);
}

/** The same key again after the answer (a client retrying a lost answer): the first bet comes back, nothing moves. */
async function retryAccepted(ctx: RunContext, player: SimPlayer, window: BettingWindow, body: PlaceBetBody) {
  const first = player.bets[player.bets.length - 1];
  const again = await send(ctx, player, body);
  const label = who(player, window, body);
  if (again.status !== 200 || !again.body.replayed) {
    ctx.differences.push(`${label}: repeating the key answered ${again.status} ${errorOf(again)}`);
    return;
  }
  ctx.stats.replays++;
  if (again.body.bet.id !== first?.betId) ctx.differences.push(`${label}: the repeat answered another bet`);
  // A cancel racing the repeat may have refunded the stake meanwhile: the replay answers the balance of now.
  const settledMeanwhile = window.closeSentAt !== null && again.answeredAt >= window.closeSentAt;
  if (!settledMeanwhile && again.body.balanceCentavos !== player.balanceCentavos) {
    ctx.differences.push(`${label}: the repeat answered balance ${again.body.balanceCentavos}`);
  }
}

/**
 * The same request twice at once (a double tap): at most one bet, the other answer is the same bet, even when the
 * close lands between the two (the API answers a refused repeat with the bet its key placed).
 */
async function doubleTap(ctx: RunContext, player: SimPlayer, window: BettingWindow, body: PlaceBetBody) {
  const answers = await Promise.all([send(ctx, player, body), send(ctx, player, body)]);
  const label = who(player, window, body);
  const created = answers.filter((a) => a.status === 201);
  if (created.length > 1) ctx.differences.push(`${label}: one key placed ${created.length} bets`);
  // A send whose answer a fault cut after the bet was placed comes back as its own replay on the retry (as `judge`
  // counts it): that replay stands for the placement when no answer says 201.
  const placed = created.length > 0 ? created : answers.filter((a) => a.status === 200 && a.attempts > 1).slice(0, 1);
  const replays = answers.filter((a) => a.status === 200 && !placed.includes(a));
  for (const answer of placed) accept(ctx, player, window, body, answer);
  if (placed.length === 0) {
    if (replays.length > 0) ctx.differences.push(`${label}: a replay answered a bet nobody placed`);
    for (const answer of answers) refuse(ctx, player, window, body, "normal", answer);
    return;
  }
  for (const replay of replays) {
    ctx.stats.replays++;
    if (replay.body.bet.id !== placed[0]?.body.bet.id) ctx.differences.push(`${label}: the twin answered another bet`);
  }
  for (const other of answers.filter((a) => a.status !== 201 && a.status !== 200)) {
    ctx.differences.push(`${label}: the twin of a placed bet answered ${other.status} ${errorOf(other)}`);
  }
}

/** An old key with another amount: refused (409), whatever the state of the fight. */
async function reuseKey(ctx: RunContext, player: SimPlayer, window: BettingWindow, earlier: AcceptedBet) {
  const body: PlaceBetBody = {
    fightId: earlier.fightId,
    side: earlier.side,
    stakeCentavos: earlier.stakeCentavos + 100,
    idempotencyKey: earlier.key,
  };
  const answer = await send(ctx, player, body);
  if (answer.status === 409) ctx.stats.refused.keyMismatch++;
  else ctx.differences.push(`${who(player, window, body)}: reusing a key answered ${answer.status} ${errorOf(answer)}`);
}

/** A stake the player can pay, mostly whole pesos, small stakes more common than big ones. */
function affordableStake(rng: Rng, min: number, max: number, balance: number): number | null {
  const top = Math.min(max, balance);
  if (top < min) return null;
  let stake = rng.logInt(min, max);
  if (stake > top) stake = rng.int(min, top);
  if (rng.chance(0.7)) stake = Math.max(min, stake - (stake % 100));
  return stake;
}

/** One bet slot of a player in a fight: a bet of some kind, maybe repeated, maybe a double tap. */
async function slot(ctx: RunContext, player: SimPlayer, window: BettingWindow, rng: Rng, index: number) {
  const { minStakeCentavos: min, maxStakeCentavos: max } = ctx.event;
  const balance = player.balanceCentavos;
  // A player under a limit or a restriction places plain bets only: the refusal the book expects is the protection's.
  const roll = isGuarded(player) ? 1 : rng.next();
  const side = rng.weighted(SIDES);
  const key = `f${window.fight.id}-b${index}-${rng.int(0, 0xffffff).toString(16)}`;
  const earlier = player.bets[player.bets.length - 1];
  let kind: Kind = "normal";
  let stake: number | null;
  if (roll < 0.03 && balance + 1 <= max) {
    kind = "overBalance";
    stake = rng.int(Math.max(balance + 1, min), Math.min(max, balance + 100_000));
  } else if (roll < 0.045 && min > 1) {
    kind = "belowMin";
    stake = rng.int(1, min - 1);
  } else if (roll < 0.06) {
    kind = "aboveMax";
    stake = rng.int(max + 1, 2 * max);
  } else if (roll < 0.075 && earlier) {
    return reuseKey(ctx, player, window, earlier);
  } else {
    stake = affordableStake(rng, min, max, balance);
  }
  if (stake === null) return; // cannot afford the minimum: sits this one out
  if (expectedRefusal(player, stake)) kind = "protected";
  const body: PlaceBetBody = { fightId: window.fight.id, side, stakeCentavos: stake, idempotencyKey: key };
  const style =
    kind === "normal"
      ? rng.weighted([
          ["once", 90],
          ["retry", 6],
          ["doubleTap", 4],
        ] as const)
      : "once";
  if (style === "doubleTap") return doubleTap(ctx, player, window, body);
  const accepted = judge(ctx, player, window, body, kind, await send(ctx, player, body));
  if (accepted && style === "retry") await retryAccepted(ctx, player, window, body);
}

/** A player's bets in one fight, one after another (a person taps one slip at a time), with a little think time. */
export async function playFight(ctx: RunContext, player: SimPlayer, window: BettingWindow, rng: Rng, slots: number) {
  for (let i = 0; i < slots; i++) {
    await sleep(rng.int(0, 20));
    try {
      await slot(ctx, player, window, rng, i);
    } finally {
      window.done++;
    }
  }
}

/** A bet before betting opens: must be refused as closed. */
export async function earlyBet(ctx: RunContext, player: SimPlayer, window: BettingWindow, rng: Rng) {
  const { minStakeCentavos: min } = ctx.event;
  if (player.balanceCentavos < min) return;
  const body: PlaceBetBody = {
    fightId: window.fight.id,
    side: rng.weighted(SIDES),
    stakeCentavos: min,
    idempotencyKey: `f${window.fight.id}-early-${rng.int(0, 0xffffff).toString(16)}`,
  };
  const answer = await send(ctx, player, body);
  if (answer.status === 422 && errorOf(answer) === CLOSED) ctx.stats.refused.closed++;
  else ctx.differences.push(`${who(player, window, body)}: a bet before the open answered ${answer.status}`);
}
