import { BET_REFUSAL_MESSAGES, type PlaceBetAnswer, type PlaceBetBody, type Side } from "@sabong/shared/betting";
import { type Answer, errorOf } from "./api.ts";
import type { RunContext } from "./context.ts";
import type { AcceptedBet, SimFight, SimPlayer } from "./model.ts";
import type { Rng } from "./random.ts";

/** The betting window of one fight as the players see it; the operator fills in the close. */
export type BettingWindow = {
  fight: SimFight;
  /** When the operator sent the close (or cancel), and when it was answered (monotonic ms). */
  closeSentAt: number | null;
  closeAnsweredAt: number | null;
  /**
   * After a last call, the earliest its deadline can be (monotonic ms): the last call's first send plus the event's
   * last-call seconds. From the deadline the server refuses bets as closed and closes the fight itself.
   */
  deadlineAt: number | null;
  /** Bet slots done, for the operator's choice of when to close. */
  done: number;
};

type Kind = "normal" | "overBalance" | "belowMin" | "aboveMax";

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

const INSUFFICIENT = "Insufficient balance";
const CLOSED = BET_REFUSAL_MESSAGES.BETTING_NOT_OPEN;
const SEND_ATTEMPTS = 3;

/** How many bets a player tries in a fight (drawn up front so the operator knows how many to expect). */
export function planSlots(rng: Rng): number {
  return rng.weighted(BETS_PER_FIGHT);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Places one bet. A failed connection is retried with the same key: that is what the key is for. */
async function send(ctx: RunContext, player: SimPlayer, body: PlaceBetBody): Promise<Answer<PlaceBetAnswer>> {
  for (let attempt = 1; ; attempt++) {
    try {
      ctx.stats.betRequests++;
      return await ctx.api.limited<PlaceBetAnswer>("POST", "/bets2/bets", { token: player.token, body });
    } catch (err) {
      if (attempt >= SEND_ATTEMPTS) throw err;
      ctx.notes.push(`${player.username}: bet ${body.idempotencyKey} retried after: ${(err as Error).message}`);
    }
  }
}

function who(player: SimPlayer, window: BettingWindow, body: PlaceBetBody): string {
  return `fight ${window.fight.number}, ${player.username}, ${body.side} ${body.stakeCentavos} (${body.idempotencyKey})`;
}

/** Books an accepted bet after checking the answer against the book. */
function accept(
  ctx: RunContext,
  player: SimPlayer,
  window: BettingWindow,
  body: PlaceBetBody,
  answer: Answer<PlaceBetAnswer>,
): void {
  const label = who(player, window, body);
  const { bet, balanceCentavos, replayed } = answer.body;
  // A retried send (fault harness) may be answered as the replay of its own first send, placed before the fault.
  const retried = answer.attempts > 1;
  if (replayed && !retried) ctx.differences.push(`${label}: a new key was answered as a replay`);
  if (bet.fightId !== window.fight.id || bet.side !== body.side || bet.stakeCentavos !== body.stakeCentavos) {
    ctx.differences.push(`${label}: accepted as ${JSON.stringify(bet)}`);
  }
  const expected = player.balanceCentavos - body.stakeCentavos;
  if (balanceCentavos !== expected) {
    ctx.differences.push(`${label}: balance after the bet is ${balanceCentavos}, the book says ${expected}`);
  }
  if (!retried && window.closeAnsweredAt !== null && answer.sentAt > window.closeAnsweredAt) {
    ctx.differences.push(`${label}: accepted though sent after the close was answered`);
  }
  if (window.closeSentAt !== null && answer.answeredAt > window.closeSentAt) ctx.stats.wonTheRace++;
  const booked: AcceptedBet = {
    betId: bet.id,
    userId: player.userId,
    side: body.side,
    stakeCentavos: body.stakeCentavos,
    fightId: window.fight.id,
    key: body.idempotencyKey,
    firstSentAt: answer.firstSentAt,
    answeredAt: answer.answeredAt,
  };
  player.bets.push(booked);
  window.fight.bets.push(booked);
  player.balanceCentavos = expected;
  ctx.stats.accepted++;
}

/** Judges a refusal: the reason must be the one the book expects, and "closed" only once the close was sent. */
function refuse(
  ctx: RunContext,
  player: SimPlayer,
  window: BettingWindow,
  body: PlaceBetBody,
  kind: Kind,
  answer: Answer,
): void {
  const label = who(player, window, body);
  const message = errorOf(answer);
  if (answer.status !== 422) {
    ctx.differences.push(`${label}: answered ${answer.status} ${message}`);
    return;
  }
  if (message === CLOSED) {
    ctx.stats.refused.closed++;
    const pastDeadline = window.deadlineAt !== null && answer.answeredAt >= window.deadlineAt;
    if (!pastDeadline && (window.closeSentAt === null || answer.answeredAt < window.closeSentAt)) {
      ctx.differences.push(`${label}: refused as closed before the close was sent`);
    } else if (window.closeAnsweredAt !== null && answer.sentAt < window.closeAnsweredAt) {
      ctx.stats.racedTheClose++;
    }
    return;
  }
  const expected: Record<Kind, string | null> = {
    normal: null,
    overBalance: INSUFFICIENT,
    belowMin: BET_REFUSAL_MESSAGES.STAKE_BELOW_MIN,
    aboveMax: BET_REFUSAL_MESSAGES.STAKE_ABOVE_MAX,
  };
  if (message !== expected[kind]) {
    ctx.differences.push(`${label}: refused with "${message}" for a ${kind} bet`);
    return;
  }
  if (kind === "overBalance") ctx.stats.refused.insufficient++;
  else if (kind === "belowMin") ctx.stats.refused.belowMin++;
  else if (kind === "aboveMax") ctx.stats.refused.aboveMax++;
}

function judge(
  ctx: RunContext,
  player: SimPlayer,
  window: BettingWindow,
  body: PlaceBetBody,
  kind: Kind,
  answer: Answer<PlaceBetAnswer>,
): boolean {
  if (answer.status === 201) {
    if (kind !== "normal") ctx.differences.push(`${who(player, window, body)}: a ${kind} bet was accepted`);
    accept(ctx, player, window, body, answer);
    return true;
  }
  if (answer.status === 200 && answer.attempts > 1) {
    // The first send was placed but its answer lost to a fault; the retry with the same key answered that bet.
    if (kind !== "normal") ctx.differences.push(`${who(player, window, body)}: a ${kind} bet was accepted`);
    accept(ctx, player, window, body, answer);
    return true;
  }
  if (answer.status === 200) {
    ctx.differences.push(`${who(player, window, body)}: a fresh key was answered as a replay`);
    return false;
  }
  refuse(ctx, player, window, body, kind, answer);
  return false;
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
  const roll = rng.next();
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
