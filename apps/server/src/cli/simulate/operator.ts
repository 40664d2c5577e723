import { performance } from "node:perf_hooks";
import type { DeclareAnswer, FightResult, FightView, RevertAnswer, RevertPreview } from "@sabong/shared/betting";
import { type Answer, errorOf, FatalApiError, pressBody } from "./api.ts";
import { type BettingWindow, earlyBet, planSlots, playFight } from "./bettor.ts";
import { isFixed, ringBets } from "./collusion.ts";
import { type RunContext, STREAM } from "./context.ts";
import { applySettlement, compareSummary, type SimFight, settlementTransferCount, settleOwn } from "./model.ts";
import { Rng } from "./random.ts";

const RESULTS: readonly (readonly [FightResult, number])[] = [
  ["MERON", 40],
  ["WALA", 40],
  ["DRAW", 10],
  ["CANCELLED", 10],
];

/** What the operator will do with a fight, drawn up front from the operator's own stream. */
type FightPlan = {
  first: FightResult;
  /** Cancel while betting is open (bets race the cancel) instead of after the close. */
  cancelWhileOpen: boolean;
  lastCall: boolean;
  /** Share of the players' bet slots done when the operator closes; the rest race the close or come late. */
  closeAt: number;
  repeatDeclare: boolean;
  /** Revert the first result and declare this one instead. */
  redeclare: FightResult | null;
  earlyBettors: number;
};

/**
 * A fixed fight (--collusion): the handler lets one side lose and the ring backs it. No cancel, no revert, no last
 * call (the operator waits for the ring's late money); the result is MERON or WALA.
 */
function fixPlan(plan: FightPlan, fightNumber: number): { plan: FightPlan; ringSide: "MERON" | "WALA" } {
  const winner: FightResult =
    plan.first === "MERON" || plan.first === "WALA" ? plan.first : fightNumber % 4 === 1 ? "WALA" : "MERON";
  return {
    plan: { ...plan, first: winner, cancelWhileOpen: false, lastCall: false, redeclare: null },
    ringSide: winner === "MERON" ? "WALA" : "MERON",
  };
}

function planFight(rng: Rng): FightPlan {
  const first = rng.weighted(RESULTS);
  const revert = rng.chance(0.15);
  return {
    first,
    cancelWhileOpen: first === "CANCELLED" && rng.chance(0.5),
    lastCall: rng.chance(0.5),
    closeAt: 0.75 + rng.next() * 0.22,
    repeatDeclare: rng.chance(0.1),
    redeclare: revert ? rng.weighted(RESULTS.filter(([result]) => result !== first)) : null,
    earlyBettors: rng.int(0, 2),
  };
}

const ops = (path: string) => `/bet-ops${path}`;

/** The reason every master revert gives: the players' correction notices must carry it. */
export const FIGHT_REVERT_REASON = "simulation: the result was entered wrong";

async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * An operator step that must work; the fight view must show the expected state. Each press has its idempotency key,
 * so a press sent again after a fault cut its first send is answered with the first send's answer. Only a close
 * answered after `deadlineAt` (the last call's) may be refused, because the server closed the fight itself: then the
 * fight's state, read back, decides.
 */
async function step(
  ctx: RunContext,
  fight: SimFight,
  path: string,
  state: string,
  deadlineAt: number | null = null,
): Promise<Answer<FightView>> {
  const answer = await ctx.api.call<FightView>("POST", ops(`/fights/${fight.id}/${path}`), {
    token: ctx.tokens.operator,
    body: pressBody(),
  });
  const pastDeadline = deadlineAt !== null && answer.answeredAt >= deadlineAt;
  if (answer.status !== 200 && pastDeadline && (await stateNow(ctx, fight)) === state) {
    ctx.notes.push(`fight ${fight.number}: ${path} was applied by the server at the last call's deadline`);
    return answer;
  }
  if (answer.status !== 200) throw new FatalApiError(`fight ${fight.number}: ${path} answered ${errorOf(answer)}`);
  if (answer.body.state !== state) {
    ctx.differences.push(`fight ${fight.number}: after ${path} the fight is ${answer.body.state}, not ${state}`);
  }
  return answer;
}

async function stateNow(ctx: RunContext, fight: SimFight): Promise<string | undefined> {
  const list = await ctx.api.call<{ items: { id: number; state: string }[] }>(
    "GET",
    ops(`/events/${ctx.event.id}/fights`),
    { token: ctx.tokens.operator },
  );
  return list.status === 200 ? list.body.items.find((f) => f.id === fight.id)?.state : undefined;
}

function declarePath(fight: SimFight, result: FightResult): { path: string; body?: { result: FightResult } } {
  return result === "CANCELLED"
    ? { path: ops(`/fights/${fight.id}/cancel`) }
    : { path: ops(`/fights/${fight.id}/declare`), body: { result } };
}

/** One press of Declare (or Cancel): a retry after a fault carries its key and gets the first answer. */
function sendDeclare(ctx: RunContext, fight: SimFight, result: FightResult): Promise<Answer<DeclareAnswer>> {
  const { path, body } = declarePath(fight, result);
  return ctx.api.call<DeclareAnswer>("POST", path, { token: ctx.tokens.operator, body: pressBody(body) });
}

/** Checks a declare's answer against the rules' own settlement, then books it. */
function bookDeclare(ctx: RunContext, fight: SimFight, result: FightResult, answer: Answer<DeclareAnswer>): void {
  const label = `fight ${fight.number} ${result}`;
  if (answer.status !== 200) throw new FatalApiError(`${label}: declare answered ${errorOf(answer)}`);
  const own = settleOwn(fight, ctx.event, result, ctx.chain);
  const { settlement, fight: view, alreadyDeclared, warnings } = answer.body;
  ctx.differences.push(...compareSummary(label, settlement, own));
  if (alreadyDeclared) ctx.differences.push(`${label}: a first declare was answered as already declared`);
  if (view.state !== "DECLARED" || view.result !== result) {
    ctx.differences.push(`${label}: the fight shows ${view.state} ${view.result}`);
  }
  const warned = own.settlement.lowPayoutWarning ? 1 : 0;
  if (warnings.length !== warned)
    ctx.differences.push(`${label}: ${warnings.length} warnings, the rules say ${warned}`);
  ctx.expectedPushes.warnings += warned;
  ctx.expectedPushes.results++;
  ctx.stats.declares++;
  ctx.stats.results[result] = (ctx.stats.results[result] ?? 0) + 1;
  fight.declared.push(result);
  fight.current = own;
  applySettlement(own, 1, ctx.playersById, ctx.commissionDue);
}

/** Declaring again: the same result answers the first settlement unchanged; another result is refused. */
async function repeatDeclare(ctx: RunContext, fight: SimFight, result: FightResult, first: DeclareAnswer) {
  const label = `fight ${fight.number} ${result}`;
  const again = await sendDeclare(ctx, fight, result);
  if (again.status !== 200 || !again.body.alreadyDeclared) {
    ctx.differences.push(`${label}: declaring again answered ${again.status} ${errorOf(again)}`);
  } else if (JSON.stringify(again.body.settlement) !== JSON.stringify(first.settlement)) {
    ctx.differences.push(`${label}: declaring again answered another settlement`);
  }
  const other: FightResult = result === "MERON" ? "WALA" : "MERON";
  const conflicting = await sendDeclare(ctx, fight, other);
  if (conflicting.status !== 409) {
    ctx.differences.push(`${label}: declaring ${other} over it answered ${conflicting.status}`);
  }
}

/** Master revert: the preview and the revert move exactly the settlement's transfers, nobody falls short. */
async function revert(ctx: RunContext, fight: SimFight): Promise<void> {
  const own = fight.current;
  if (!own) throw new Error("nothing to revert");
  const label = `fight ${fight.number} revert of ${own.result}`;
  const transfers = settlementTransferCount(own);
  const preview = await ctx.api.call<RevertPreview>("GET", ops(`/fights/${fight.id}/revert-preview`), {
    token: ctx.tokens.operator,
  });
  if (preview.status !== 200) throw new FatalApiError(`${label}: preview answered ${errorOf(preview)}`);
  if (preview.body.transferCount !== transfers) {
    ctx.differences.push(
      `${label}: the preview reverses ${preview.body.transferCount} transfers, expected ${transfers}`,
    );
  }
  const answer = await ctx.api.call<RevertAnswer>("POST", ops(`/fights/${fight.id}/revert`), {
    token: ctx.tokens.operator,
    body: pressBody({ reason: FIGHT_REVERT_REASON }),
  });
  if (answer.status !== 200) throw new FatalApiError(`${label}: revert answered ${errorOf(answer)}`);
  const { fight: view, reversedTransfers, shortfalls } = answer.body;
  if (reversedTransfers !== transfers) {
    ctx.differences.push(`${label}: reversed ${reversedTransfers} transfers, expected ${transfers}`);
  }
  // Nobody could spend between the declare and the revert, so every wallet gives back all it got.
  if (shortfalls.length > 0) ctx.differences.push(`${label}: unexpected shortfalls ${JSON.stringify(shortfalls)}`);
  if (view.state !== "CLOSED" || view.result !== null) {
    ctx.differences.push(`${label}: after the revert the fight shows ${view.state} ${view.result}`);
  }
  applySettlement(own, -1, ctx.playersById, ctx.commissionDue);
  fight.current = null;
  fight.reverts++;
  ctx.expectedPushes.reverts++;
  ctx.stats.reverts++;
}

/**
 * One fight from STANDBY to its final result: a few bets before the open (refused), the open, every player betting
 * at once, a last call, the close (or a cancel) while bets are still arriving, the result, sometimes a repeated
 * declare, and sometimes a master revert and another result.
 */
export async function runFight(ctx: RunContext, fight: SimFight): Promise<void> {
  const drawn = planFight(new Rng(ctx.options.seed, STREAM.operator, fight.number));
  const fixed = isFixed(ctx.ring.length > 0, fight.number) ? fixPlan(drawn, fight.number) : null;
  const plan = fixed?.plan ?? drawn;
  if (fixed) ctx.fixedFights.set(fight.number, fixed.ringSide);
  const window: BettingWindow = { fight, closeSentAt: null, closeAnsweredAt: null, deadlineAt: null, done: 0 };
  const pickRng = new Rng(ctx.options.seed, STREAM.operator, fight.number, 1);

  for (let i = 0; i < plan.earlyBettors; i++) {
    const player = pickRng.pick(ctx.players);
    await earlyBet(ctx, player, window, new Rng(ctx.options.seed, STREAM.player, player.index, fight.number, 99));
  }

  await step(ctx, fight, "open", "OPEN");
  const rngs = ctx.players.map((p) => new Rng(ctx.options.seed, STREAM.player, p.index, fight.number));
  const slots = rngs.map((rng) => planSlots(rng));
  const planned = slots.reduce((sum, n) => sum + n, 0);
  let finished = false;
  const betting = Promise.all(
    ctx.players.map((player, i) => playFight(ctx, player, window, rngs[i] as Rng, slots[i] ?? 0)),
  ).finally(() => {
    finished = true;
  });

  const closeAt = Math.floor(planned * plan.closeAt);
  if (fixed) {
    // The crowd has all bet; the fight goes quiet, then the ring's late money, then the close.
    await betting;
    await ringBets(ctx, window, fixed.ringSide);
  }
  if (plan.lastCall) {
    await waitUntil(() => finished || window.done >= closeAt / 2);
    const called = await step(ctx, fight, "last-call", "LAST_CALL");
    // The earliest the deadline can be: the first send (a fault may have cut off one the server applied; the retry
    // then answered its answer) plus the event's seconds.
    window.deadlineAt = called.firstSentAt + ctx.event.lastCallSeconds * 1000;
  }
  await waitUntil(() => finished || window.done >= closeAt);
  window.closeSentAt = performance.now();
  let cancelled: Answer<DeclareAnswer> | null = null;
  if (plan.cancelWhileOpen) {
    cancelled = await sendDeclare(ctx, fight, "CANCELLED");
    window.closeAnsweredAt = cancelled.answeredAt;
  } else {
    window.closeAnsweredAt = (await step(ctx, fight, "close", "CLOSED", window.deadlineAt)).answeredAt;
  }
  await betting; // every racing bet is answered: the book now holds exactly what the server accepted

  const first = cancelled ?? (await sendDeclare(ctx, fight, plan.first));
  bookDeclare(ctx, fight, plan.first, first);
  if (plan.repeatDeclare) await repeatDeclare(ctx, fight, plan.first, first.body);
  if (plan.redeclare) {
    await revert(ctx, fight);
    bookDeclare(ctx, fight, plan.redeclare, await sendDeclare(ctx, fight, plan.redeclare));
  }
}
