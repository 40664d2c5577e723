import { BET_REFUSAL_MESSAGES, type PlaceBetAnswer, type PlaceBetBody } from "@sabong/shared/betting";
import { type Answer, errorOf } from "./api.ts";
import type { RunContext } from "./context.ts";
import type { AcceptedBet, SimFight, SimPlayer } from "./model.ts";
import { bookStake, countRefusal, expectedRefusal } from "./protection.ts";

/** One bet's send and the judging of its answer against the simulator's book (the bettor's repeats build on it). */
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

/** "protected": a stake the protection rules refuse (a limit passed, a restriction running: protection.ts). */
export type Kind = "normal" | "overBalance" | "belowMin" | "aboveMax" | "protected";

export const INSUFFICIENT = "Insufficient balance";
export const CLOSED = BET_REFUSAL_MESSAGES.BETTING_NOT_OPEN;
export const SEND_ATTEMPTS = 3;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Places one bet. A failed connection is retried with the same key: that is what the key is for. */
export async function send(ctx: RunContext, player: SimPlayer, body: PlaceBetBody): Promise<Answer<PlaceBetAnswer>> {
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

/**
 * Under the fault harness (retryForMs > 0: behind HAProxy, which resends a request a killed process cut before any
 * answer), a first send may be answered as the replay of itself: the killed process placed it, the next one found
 * its key. Without faults that would be a bug.
 */
function balancerMayResend(ctx: RunContext): boolean {
  return ctx.options.retryForMs > 0;
}

export function who(player: SimPlayer, window: BettingWindow, body: PlaceBetBody): string {
  return `fight ${window.fight.number}, ${player.username}, ${body.side} ${body.stakeCentavos} (${body.idempotencyKey})`;
}

/** Books an accepted bet after checking the answer against the book. */
export function accept(
  ctx: RunContext,
  player: SimPlayer,
  window: BettingWindow,
  body: PlaceBetBody,
  answer: Answer<PlaceBetAnswer>,
): void {
  const label = who(player, window, body);
  const { bet, balanceCentavos, replayed } = answer.body;
  // A retried send (fault harness) may be answered as the replay of its own first send, placed before the fault:
  // retried by the simulator, or by the load balancer (HAProxy resends a request cut before any answer).
  const retried = answer.attempts > 1 || (replayed && balancerMayResend(ctx));
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
  bookStake(ctx, player, body.stakeCentavos, label, answer);
}

/** Judges a refusal: the reason must be the one the book expects, and "closed" only once the close was sent. */
export function refuse(
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
  if (kind === "protected") {
    const pattern = expectedRefusal(player, body.stakeCentavos);
    if (pattern?.test(message)) countRefusal(ctx, player);
    else ctx.differences.push(`${label}: refused with "${message}", the protection rules say ${pattern ?? "accept"}`);
    return;
  }
  const expected: Record<Exclude<Kind, "protected">, string | null> = {
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

export function judge(
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
  if (answer.status === 200 && (answer.attempts > 1 || balancerMayResend(ctx))) {
    // The first send was placed but its answer lost to a fault; the retry with the same key answered that bet.
    if (answer.attempts === 1)
      ctx.notes.push(`${who(player, window, body)}: answered as a replay (resent by the balancer)`);
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
